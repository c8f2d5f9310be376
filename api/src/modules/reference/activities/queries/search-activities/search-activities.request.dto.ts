import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { ActivityHierarchySearchRequestDto } from '../search-activity-hierarchy/search-activity-hierarchy.request.dto.js';

export class ActivitySearchRequestDto extends ActivityHierarchySearchRequestDto {
  @ApiPropertyOptional({ description: 'only nodes that can (true) or cannot (false) be chosen', enum: ['true', 'false'] })
  @IsOptional()
  @IsString()
  selectable?: string;
}
