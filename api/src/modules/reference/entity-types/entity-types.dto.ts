import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  ENTITY_TYPE_STATUSES,
  LEVEL_KINDS,
  NAME_MAX_LENGTH,
  OWNER_KINDS,
  REASON_MAX_LENGTH,
  type LevelKind,
  type OwnerKind,
} from '@registry/domain/reference/entity-types/entity-type';

/** Surrounding blanks are never part of a name or a reason; a blank-only value is a missing one. */
const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class EntityTypeNamesDto {
  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'کۆمپانیای بەرپرسیارێتی سنووردار' })
  @Trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(NAME_MAX_LENGTH)
  ckb!: string;

  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'Limited liability company' })
  @Trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(NAME_MAX_LENGTH)
  en!: string;

  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'شركة محدودة المسؤولية' })
  @Trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(NAME_MAX_LENGTH)
  ar!: string;

  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'Şirketa bi berpirsiyariya sînordar' })
  @Trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(NAME_MAX_LENGTH)
  kmr!: string;
}

export class CreateEntityTypeDto {
  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'absent or null: a top-level type' })
  @IsOptional() @IsUUID()
  parentId?: string | null;

  @ApiProperty({ type: EntityTypeNamesDto, description: 'the name in all four languages' })
  @IsDefined() @IsObject() @ValidateNested() @Type(() => EntityTypeNamesDto)
  names!: EntityTypeNamesDto;

  @ApiPropertyOptional({ default: true, description: 'may applicants choose it (false for a grouping node)' })
  @IsOptional() @IsBoolean()
  selectable?: boolean;

  @ApiPropertyOptional({ enum: LEVEL_KINDS, isArray: true, default: [] })
  @IsOptional() @IsArray() @ArrayMaxSize(LEVEL_KINDS.length) @ArrayUnique() @IsIn(LEVEL_KINDS, { each: true })
  levelKinds?: LevelKind[];

  @ApiPropertyOptional({ enum: OWNER_KINDS, isArray: true, default: [] })
  @IsOptional() @IsArray() @ArrayMaxSize(OWNER_KINDS.length) @ArrayUnique() @IsIn(OWNER_KINDS, { each: true })
  ownerKinds?: OwnerKind[];
}

export class UpdateEntityTypeDto {
  @ApiProperty({ description: 'the version the change was made on; another version answers 409 stale-version' })
  @IsDefined() @IsInt() @Min(1)
  version!: number;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'null: move to the top level' })
  @IsOptional() @IsUUID()
  parentId?: string | null;

  @ApiPropertyOptional({ type: EntityTypeNamesDto, description: 'replaces the names; all four languages' })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => EntityTypeNamesDto)
  names?: EntityTypeNamesDto;

  @ApiPropertyOptional()
  @IsOptional() @IsBoolean()
  selectable?: boolean;

  @ApiPropertyOptional({ enum: LEVEL_KINDS, isArray: true })
  @IsOptional() @IsArray() @ArrayMaxSize(LEVEL_KINDS.length) @ArrayUnique() @IsIn(LEVEL_KINDS, { each: true })
  levelKinds?: LevelKind[];

  @ApiPropertyOptional({ enum: OWNER_KINDS, isArray: true })
  @IsOptional() @IsArray() @ArrayMaxSize(OWNER_KINDS.length) @ArrayUnique() @IsIn(OWNER_KINDS, { each: true })
  ownerKinds?: OwnerKind[];

  @ApiPropertyOptional({ maxLength: REASON_MAX_LENGTH, description: 'why, for the change log' })
  @Trimmed() @IsOptional() @IsString() @MaxLength(REASON_MAX_LENGTH)
  reason?: string;
}

export class ChangeEntityTypeStatusDto {
  @ApiProperty({ description: 'the version the change was made on' })
  @IsDefined() @IsInt() @Min(1)
  version!: number;

  @ApiProperty({ maxLength: REASON_MAX_LENGTH, description: 'why, for the change log' })
  @Trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(REASON_MAX_LENGTH)
  reason!: string;
}

export class ListEntityTypesQuery {
  @ApiPropertyOptional({ description: '1-based page number', example: 1 })
  @IsOptional() @IsString()
  Page?: string;

  @ApiPropertyOptional({ description: 'rows per page (1 to 100, default 20)', example: 20 })
  @IsOptional() @IsString()
  PageSize?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional() @IsIn(['true', 'false'])
  Selectable?: 'true' | 'false';

  @ApiPropertyOptional({ enum: ENTITY_TYPE_STATUSES })
  @IsOptional() @IsIn(ENTITY_TYPE_STATUSES)
  Status?: (typeof ENTITY_TYPE_STATUSES)[number];

  @ApiPropertyOptional({ description: 'language of messages when no Accept-Language is sent' })
  @IsOptional() @IsString()
  locale?: string;
}

export class EntityTypeTreeQuery {
  @ApiPropertyOptional({ enum: ENTITY_TYPE_STATUSES, description: 'active: only active types (an inactive group hides its members)' })
  @IsOptional() @IsIn(ENTITY_TYPE_STATUSES)
  Status?: (typeof ENTITY_TYPE_STATUSES)[number];

  @ApiPropertyOptional({ description: 'language of messages when no Accept-Language is sent' })
  @IsOptional() @IsString()
  locale?: string;
}

/** Routes with no query parameters of their own still accept the language. */
export class LocaleOnlyQuery {
  @ApiPropertyOptional({ description: 'language of messages when no Accept-Language is sent' })
  @IsOptional() @IsString()
  locale?: string;
}
