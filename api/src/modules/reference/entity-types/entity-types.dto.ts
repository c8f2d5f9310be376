import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NAME_MAX_LENGTH } from '@registry/domain/reference/entity-types/entity-type';

/** Surrounding blanks are never part of a name or a reason; a blank-only value is a missing one. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class EntityTypeNamesDto {
  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'کۆمپانیای بەرپرسیارێتی سنووردار' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  ckb!: string;

  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'Limited liability company' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  en!: string;

  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'شركة محدودة المسؤولية' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  ar!: string;

  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'Şirketa bi berpirsiyariya sînordar' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  kmr!: string;
}

/** Routes with no query parameters of their own still accept the language. */
export class LocaleOnlyQuery {
  @ApiPropertyOptional({ description: 'language of messages when no Accept-Language is sent' })
  @IsOptional()
  @IsString()
  locale?: string;
}
