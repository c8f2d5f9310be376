import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { IDS_MAX_COUNT, SEARCH_MAX_LENGTH } from './query-params.js';

/**
 * Query parameters of the activity endpoints. Each declares what it accepts (anything else is a
 * 422) and that it comes once, as text; `query-params.ts` reads the values.
 */
export class LocaleQuery {
  @ApiPropertyOptional({ description: 'language when no Accept-Language header is sent', enum: ['ckb', 'en', 'ar', 'kmr'] })
  @IsOptional() @IsString()
  locale?: string;
}

export class ActivityChildrenQuery extends LocaleQuery {
  @ApiPropertyOptional({ description: 'the node whose children to list; absent: the sections', example: 'A' })
  @IsOptional() @IsString()
  parentId?: string;
}

export class ActivityHierarchySearchQuery extends LocaleQuery {
  @ApiPropertyOptional({ description: `words or a code, in any language and script (at most ${SEARCH_MAX_LENGTH} characters)`, example: 'زراعة' })
  @IsOptional() @IsString()
  search?: string;
}

export class ActivitySearchQuery extends ActivityHierarchySearchQuery {
  @ApiPropertyOptional({ description: 'only nodes that can (true) or cannot (false) be chosen', enum: ['true', 'false'] })
  @IsOptional() @IsString()
  selectable?: string;
}

export class ActivityListQuery extends LocaleQuery {
  @ApiPropertyOptional({ description: `comma-separated ids (at most ${IDS_MAX_COUNT}); answered in this order`, example: '0111,4711' })
  @IsOptional() @IsString()
  ids?: string;
}
