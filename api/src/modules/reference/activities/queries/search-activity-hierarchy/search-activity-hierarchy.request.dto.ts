import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LocaleQuery } from '#src/modules/reference/activities/activities.dto';
import { SEARCH_MAX_LENGTH } from '#src/modules/reference/activities/query-params';

export class ActivityHierarchySearchRequestDto extends LocaleQuery {
  @ApiPropertyOptional({
    description: `words or a code, in any language and script (at most ${SEARCH_MAX_LENGTH} characters)`,
    example: 'زراعة',
  })
  @IsOptional()
  @IsString()
  search?: string;
}
