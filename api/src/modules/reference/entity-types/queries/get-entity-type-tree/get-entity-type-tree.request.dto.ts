import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { ENTITY_TYPE_STATUSES } from '@registry/domain/reference/entity-types/entity-type';

export class EntityTypeTreeQuery {
  @ApiPropertyOptional({ enum: ENTITY_TYPE_STATUSES, description: 'active: only active types (an inactive group hides its members)' })
  @IsOptional()
  @IsIn(ENTITY_TYPE_STATUSES)
  Status?: (typeof ENTITY_TYPE_STATUSES)[number];

  @ApiPropertyOptional({ description: 'language of messages when no Accept-Language is sent' })
  @IsOptional()
  @IsString()
  locale?: string;
}
