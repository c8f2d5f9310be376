import { applyDecorators, Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/http/access.js';
import { document, JSON_API, resource } from '../../../shared/http/json-api.js';
import { RequestLocale } from '../../../shared/http/request-context.js';
import { notFound } from '@registry/domain/shared/domain-error';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { ActivityQueries } from './activities.queries.js';
import { ActivityChildrenQuery, ActivityHierarchySearchQuery, ActivityListQuery, ActivitySearchQuery, LocaleQuery } from './activities.dto.js';
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

@ApiTags('reference data')
@Public()
@Controller('v1/activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivityQueries) {}

  @Get()
  @ReferenceDocument()
  @ApiOperation({ summary: 'Children of an ISIC node (parentId), or the 21 sections' })
  async children(@Query() query: ActivityChildrenQuery, @RequestLocale() locale: Locale) {
    let parentId: string | null = null;
    if (query.parentId !== undefined && query.parentId !== '') {
      parentId = readId(query.parentId, 'parentId', ACTIVITY_ID_FORMAT);
      if (!(await this.activities.exists(parentId))) throw notFound('not-found', 'parentId');
    }
    const rows = await this.activities.children(parentId);
    return document(asResources(rows, locale), { total: rows.length });
  }

  // The fixed paths are declared before `:id`, so that none is taken for an id.
  @Get('hierarchy-search')
  @ReferenceDocument()
  @ApiOperation({ summary: 'Matches of a search with all their ancestors, in tree order (attribute matched)' })
  async hierarchySearch(@Query() query: ActivityHierarchySearchQuery, @RequestLocale() locale: Locale) {
    const rows = await this.activities.hierarchySearch(readSearch(query.search));
    return document(
      rows.map(({ matched, ...row }) => resource(ACTIVITY, presentActivity(row, locale, { matched }))),
      { total: rows.length, matches: rows.filter((r) => r.matched).length },
    );
  }

  @Get('search')
  @ReferenceDocument()
  @ApiOperation({ summary: 'Activities whose label (any language) or code matches, optionally only selectable ones' })
  async search(@Query() query: ActivitySearchQuery, @RequestLocale() locale: Locale) {
    const search = readSearch(query.search);
    const selectable = readBoolean(query.selectable, 'selectable');
    const rows = await this.activities.search(search, selectable);
    return document(asResources(rows, locale), { total: rows.length });
  }

  @Get('list')
  @ReferenceDocument()
  @ApiOperation({ summary: 'The activities of comma-separated ids, in that order; unknown ids are listed in meta.missing' })
  async list(@Query() query: ActivityListQuery, @RequestLocale() locale: Locale) {
    const ids = readIdList(query.ids, 'ids', ACTIVITY_ID_FORMAT);
    const rows = await this.activities.byIds(ids);
    const found = new Set(rows.map((r) => r.id));
    return document(asResources(rows, locale), { total: rows.length, missing: ids.filter((id) => !found.has(id)) });
  }

  @Get('flat')
  @ReferenceDocument()
  @ApiOperation({ summary: 'Every activity of every level, in ISIC order' })
  async flat(@Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    const rows = await this.activities.all();
    return document(asResources(rows, locale), { total: rows.length });
  }

  @Get(':id')
  @ReferenceDocument()
  @ApiOperation({ summary: 'One activity by its ISIC code' })
  async get(@Param('id') rawId: string, @Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    const row = await this.activities.byId(readId(rawId, 'id', ACTIVITY_ID_FORMAT));
    if (!row) throw notFound();
    return document(resource(ACTIVITY, presentActivity(row, locale)));
  }
}
