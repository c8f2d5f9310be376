import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { ENTITY_TYPE_STATUSES } from '@registry/domain/reference/entity-types/entity-type';

export class ListEntityTypesRequestDto {
  @ApiPropertyOptional({ description: '1-based page number', example: 1 })
  @IsOptional()
  @IsString()
  Page?: string;

  @ApiPropertyOptional({ description: 'rows per page (1 to 100, default 20)', example: 20 })
  @IsOptional()
  @IsString()
  PageSize?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  Selectable?: 'true' | 'false';

  @ApiPropertyOptional({ enum: ENTITY_TYPE_STATUSES })
  @IsOptional()
  @IsIn(ENTITY_TYPE_STATUSES)
  Status?: (typeof ENTITY_TYPE_STATUSES)[number];

  @ApiPropertyOptional({ description: 'language of messages when no Accept-Language is sent' })
  @IsOptional()
  @IsString()
  locale?: string;
}
