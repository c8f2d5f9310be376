import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LocaleQuery } from '../../activities.dto.js';
import { SEARCH_MAX_LENGTH } from '../../query-params.js';

export class ActivityHierarchySearchRequestDto extends LocaleQuery {
  @ApiPropertyOptional({
    description: `words or a code, in any language and script (at most ${SEARCH_MAX_LENGTH} characters)`,
    example: 'زراعة',
  })
  @IsOptional()
  @IsString()
  search?: string;
}
