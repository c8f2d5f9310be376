import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsUUID,
  ValidateNested,
} from 'class-validator';
import { LEVEL_KINDS, OWNER_KINDS, type LevelKind, type OwnerKind } from '@registry/domain/reference/entity-types/entity-type';
import { EntityTypeNamesDto } from '#src/modules/reference/entity-types/entity-types.dto';

export class CreateEntityTypeDto {
  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'absent or null: a top-level type' })
  @IsOptional()
  @IsUUID()
  parentId?: string | null;

  @ApiProperty({ type: EntityTypeNamesDto, description: 'the name in all four languages' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => EntityTypeNamesDto)
  names!: EntityTypeNamesDto;

  @ApiPropertyOptional({ default: true, description: 'may applicants choose it (false for a grouping node)' })
  @IsOptional()
  @IsBoolean()
  selectable?: boolean;

  @ApiPropertyOptional({ enum: LEVEL_KINDS, isArray: true, default: [] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LEVEL_KINDS.length)
  @ArrayUnique()
  @IsIn(LEVEL_KINDS, { each: true })
  levelKinds?: LevelKind[];

  @ApiPropertyOptional({ enum: OWNER_KINDS, isArray: true, default: [] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(OWNER_KINDS.length)
  @ArrayUnique()
  @IsIn(OWNER_KINDS, { each: true })
  ownerKinds?: OwnerKind[];
}
