import { applyDecorators, Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import { PublicRead } from '#src/shared/http/access';
import { document, JSON_API, resource } from '#src/shared/http/json-api';
import { RequestLocale } from '#src/shared/http/request-context';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { LocaleQuery } from './activities.dto.js';
import { ActivityChildrenRequestDto } from './queries/list-activity-children/list-activity-children.request.dto.js';
import { ListActivityChildrenQuery } from './queries/list-activity-children/list-activity-children.query.js';
import { ActivityHierarchySearchRequestDto } from './queries/search-activity-hierarchy/search-activity-hierarchy.request.dto.js';
import { SearchActivityHierarchyQuery } from './queries/search-activity-hierarchy/search-activity-hierarchy.query.js';
import { ActivitySearchRequestDto } from './queries/search-activities/search-activities.request.dto.js';
import { SearchActivitiesQuery } from './queries/search-activities/search-activities.query.js';
import { ActivityListRequestDto } from './queries/list-activities/list-activities.request.dto.js';
import { ListActivitiesQuery } from './queries/list-activities/list-activities.query.js';
import { ListAllActivitiesQuery } from './queries/list-all-activities/list-all-activities.query.js';
import { GetActivityQuery } from './queries/get-activity/get-activity.query.js';
import { presentActivity, type ActivityRow } from './activity-view.js';
import { ACTIVITY_ID, canonicalActivityId } from './isic-catalogue.js';
import { readBoolean, readId, readIdList, readSearch, type IdFormat } from './query-params.js';
import '@registry/domain/reference/activities/messages';

export const ACTIVITY = 'activities';
const ACTIVITY_ID_FORMAT: IdFormat = { pattern: ACTIVITY_ID, maxLength: 6, canonical: canonicalActivityId };

/**
 * Reference data: a JSON:API document whose labels follow the request's language, so caches
 * must key on Accept-Language; it changes only with a deployment.
 */
export const ReferenceDocument = () =>
  applyDecorators(Header('Content-Type', JSON_API), Header('Vary', 'Accept-Language'), Header('Cache-Control', 'public, max-age=300'));

const asResources = (rows: ActivityRow[], locale: Locale) => rows.map((r) => resource(ACTIVITY, presentActivity(r, locale)));

/** HTTP to the ISIC activities' queries and back (query parameters read by `query-params.ts`). */
@ApiTags('reference data')
@PublicRead()
@Controller('v1/activities')
export class ActivitiesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReferenceDocument()
  @ApiOperation({ summary: 'Children of an ISIC node (parentId), or the 21 sections' })
  async children(@Query() query: ActivityChildrenRequestDto, @RequestLocale() locale: Locale) {
    const parentId = query.parentId !== undefined && query.parentId !== '' ? readId(query.parentId, 'parentId', ACTIVITY_ID_FORMAT) : null;
    const rows = await this.queries.execute(new ListActivityChildrenQuery(parentId));
    return document(asResources(rows, locale), { total: rows.length });
  }

  // The fixed paths are declared before `:id`, so that none is taken for an id.
  @Get('hierarchy-search')
  @ReferenceDocument()
  @ApiOperation({
    summary: 'Matches of a search with all their ancestors, as a tree whose branches come best match first (attribute matched)',
  })
  async hierarchySearch(@Query() query: ActivityHierarchySearchRequestDto, @RequestLocale() locale: Locale) {
    const rows = await this.queries.execute(new SearchActivityHierarchyQuery(readSearch(query.search)));
    return document(
      rows.map(({ matched, ...row }) => resource(ACTIVITY, presentActivity(row, locale, { matched }))),
      { total: rows.length, matches: rows.filter((r) => r.matched).length },
    );
  }

  @Get('search')
  @ReferenceDocument()
  @ApiOperation({
    summary: 'Activities whose labels or everyday words (any language) or code match, best first; optionally only selectable ones',
  })
  async search(@Query() query: ActivitySearchRequestDto, @RequestLocale() locale: Locale) {
    const search = readSearch(query.search);
    const selectable = readBoolean(query.selectable, 'selectable');
    const rows = await this.queries.execute(new SearchActivitiesQuery(search, selectable));
    return document(asResources(rows, locale), { total: rows.length });
  }

  @Get('list')
  @ReferenceDocument()
  @ApiOperation({ summary: 'The activities of comma-separated ids, in that order; unknown ids are listed in meta.missing' })
  async list(@Query() query: ActivityListRequestDto, @RequestLocale() locale: Locale) {
    const ids = readIdList(query.ids, 'ids', ACTIVITY_ID_FORMAT);
    const { rows, missing } = await this.queries.execute(new ListActivitiesQuery(ids));
    return document(asResources(rows, locale), { total: rows.length, missing });
  }

  @Get('flat')
  @ReferenceDocument()
  @ApiOperation({ summary: 'Every activity of every level, in ISIC order' })
  async flat(@Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    const rows = await this.queries.execute(new ListAllActivitiesQuery());
    return document(asResources(rows, locale), { total: rows.length });
  }

  @Get(':id')
  @ReferenceDocument()
  @ApiOperation({ summary: 'One activity by its ISIC code' })
  async get(@Param('id') rawId: string, @Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    const row = await this.queries.execute(new GetActivityQuery(readId(rawId, 'id', ACTIVITY_ID_FORMAT)));
    return document(resource(ACTIVITY, presentActivity(row, locale)));
  }
}
