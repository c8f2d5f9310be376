import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ForStaff } from '#src/shared/http/access';
import { RequestLocale } from '#src/shared/http/request-context';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { ListActivitiesQuery } from '../reference/activities/queries/list-activities/list-activities.query.js';
import { SearchActivitiesQuery } from '../reference/activities/queries/search-activities/search-activities.query.js';
import { ListActivityChildrenQuery } from '../reference/activities/queries/list-activity-children/list-activity-children.query.js';
import { ListAllActivitiesQuery } from '../reference/activities/queries/list-all-activities/list-all-activities.query.js';
import { GetActivityQuery } from '../reference/activities/queries/get-activity/get-activity.query.js';
import { presentActivity, type ActivityRow } from '../reference/activities/activity-view.js';
import { ACTIVITY_ID, ACTIVITY_LEVELS, canonicalActivityId } from '../reference/activities/isic-catalogue.js';
import { readId, readSearch, type IdFormat } from '../reference/activities/query-params.js';
import '@registry/domain/reference/activities/messages';
import { booleanFilter, comparing, JsonServerDialect, JsonServerQuery, listed, readRange, readSort, sliceOf } from './json-server.js';

const ACTIVITY_ID_FORMAT: IdFormat = { pattern: ACTIVITY_ID, maxLength: 6, canonical: canonicalActivityId };

export class AdminActivitiesQuery extends JsonServerQuery {
  /** The children of one node (react-admin's getManyReference); absent: every level. */
  @IsOptional() @IsString() @MaxLength(6) parentId?: string;
  @IsOptional() @IsIn(ACTIVITY_LEVELS) level?: string;
  @IsOptional() @IsIn(['true', 'false']) selectable?: string;
}

const SORTABLE = ['position', 'code', 'label', 'level'] as const;
type ActivityRecord = ReturnType<typeof presentActivity> & { position: number };

/**
 * The ISIC activities for the back office (`/api/admin/activities`), read-only, over the
 * reference module's activity queries: browse a node's children (parentId), search in any
 * language or by code (q), narrow by level and selectability. ISIC order (for q: best match
 * first) unless sorted.
 */
@ApiTags('back office')
@Controller('admin/activities')
@UseInterceptors(JsonServerDialect)
export class AdminActivitiesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ForStaff()
  @ApiOperation({ summary: 'ISIC activities: q (words in any language, or a code), parentId, level, selectable, id; X-Total-Count' })
  async list(@Query() query: AdminActivitiesQuery, @RequestLocale() locale: Locale) {
    const present = (rows: ActivityRow[]): ActivityRecord[] => rows.map((r, position) => ({ ...presentActivity(r, locale), position }));
    if (query.id) {
      const ids = query.id.filter((id) => id.length <= 6 && ACTIVITY_ID.test(id)).map(canonicalActivityId);
      const rows = present((await this.queries.execute(new ListActivitiesQuery(ids))).rows);
      return listed(rows, rows.length);
    }
    const page = readRange(query);
    const sort = readSort(query, SORTABLE, { field: 'position', descending: false }, { id: 'position' });
    const selectable = booleanFilter(query.selectable);
    let rows: ActivityRow[];
    if (query.q?.trim()) rows = await this.queries.execute(new SearchActivitiesQuery(readSearch(query.q, 'q'), selectable));
    else if (query.parentId)
      rows = await this.queries.execute(new ListActivityChildrenQuery(readId(query.parentId, 'parentId', ACTIVITY_ID_FORMAT)));
    else rows = await this.queries.execute(new ListAllActivitiesQuery());
    const matching = present(rows).filter(
      (a) =>
        (!query.parentId || a.parentId === canonicalActivityId(query.parentId)) &&
        (!query.level || a.level === query.level) &&
        (selectable === undefined || a.selectable === selectable),
    );
    const levelRank = (a: ActivityRecord) => (sort.field === 'level' ? ACTIVITY_LEVELS.indexOf(a.level) : a[sort.field]);
    return sliceOf(matching, page, comparing(locale, levelRank, sort.descending));
  }

  @Get(':id')
  @ForStaff()
  async get(@Param('id') rawId: string, @RequestLocale() locale: Locale) {
    return presentActivity(await this.queries.execute(new GetActivityQuery(readId(rawId, 'id', ACTIVITY_ID_FORMAT))), locale);
  }
}
