import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  LEVEL_KINDS,
  OWNER_KINDS,
  REASON_MAX_LENGTH,
  type LevelKind,
  type OwnerKind,
} from '@registry/domain/reference/entity-types/entity-type';
import { EntityTypeNamesDto, Trimmed } from '#src/modules/reference/entity-types/entity-types.dto';

export class UpdateEntityTypeDto {
  @ApiProperty({ description: 'the version the change was made on; another version answers 409 stale-version' })
  @IsDefined()
  @IsInt()
  @Min(1)
  version!: number;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'null: move to the top level' })
  @IsOptional()
  @IsUUID()
  parentId?: string | null;

  @ApiPropertyOptional({ type: EntityTypeNamesDto, description: 'replaces the names; all four languages' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => EntityTypeNamesDto)
  names?: EntityTypeNamesDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  selectable?: boolean;

  @ApiPropertyOptional({ enum: LEVEL_KINDS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LEVEL_KINDS.length)
  @ArrayUnique()
  @IsIn(LEVEL_KINDS, { each: true })
  levelKinds?: LevelKind[];

  @ApiPropertyOptional({ enum: OWNER_KINDS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(OWNER_KINDS.length)
  @ArrayUnique()
  @IsIn(OWNER_KINDS, { each: true })
  ownerKinds?: OwnerKind[];

  @ApiPropertyOptional({ maxLength: REASON_MAX_LENGTH, description: 'why, for the change log' })
  @Trimmed()
  @IsOptional()
  @IsString()
  @MaxLength(REASON_MAX_LENGTH)
  reason?: string;
}
