import { Readable } from 'node:stream';
import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { CONFIG } from '#src/tokens';
import { linkOrigin, type AppConfig } from '#src/config/config';
import { PublicRead } from '#src/shared/http/access';
import { RequestLocale } from '#src/shared/http/request-context';
import { collection, document, resource } from '#src/shared/http/json-api';
import { readPage } from '#src/shared/http/paging';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { atomFeed, csvHeader, csvRows, type GazetteEntry } from './gazette.js';
import { publicView, type PublicationKind } from './publication-search.js';
import { ListPublicationsQuery } from './queries/list-publications/list-publications.query.js';
import { GetPublicationQuery } from './queries/get-publication/get-publication.query.js';
import { ExportPublicationsQuery } from './queries/export-publications/export-publications.query.js';
import { GetPublicationsFeedQuery } from './queries/get-publications-feed/get-publications-feed.query.js';
import { PublicBusinessesQuery, PublicationsQuery } from './publications.dto.js';
import { PublicationMessages } from '@registry/domain/publications/messages';
import { statusLabel } from '../applications/status-mail-templates.js';

/** The route segment of each list and its JSON:API type. */
const LISTS: Readonly<Record<PublicationKind, { segment: string; type: string; title: string }>> = {
  business: { segment: 'businesses', type: 'businesses', title: PublicationMessages['gazette.businesses'] },
  'trade-name': { segment: 'trade_names', type: 'trade-names', title: PublicationMessages['gazette.trade-names'] },
};

/** How many entries a feed carries: the newest, as feed readers expect. */
const FEED_ENTRIES = 100;

/**
 * The public register of spec §7 (`/v1/public/businesses…`) and the gazette (spec §1
 * "publications"): registered companies and granted trade names as JSON:API lists with filters,
 * as CSV downloads and as Atom feeds (per province with `?provinceId=`), with stable links.
 * The reads are the module's queries; this controller renders them as JSON:API, CSV or Atom.
 */
@ApiTags('publications')
@Controller('v1/public')
@PublicRead()
export class PublicationsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Links name PUBLIC_URL (required in production), else the configured `http://localhost:<PORT>`: never the request's Host header. */
  private originOf(): string {
    return linkOrigin(this.config);
  }

  @Get('businesses')
  @ApiOperation({ summary: 'Registered companies (spec §7), newest first, with the trade-name filter' })
  async businesses(@Query() query: PublicBusinessesQuery, @RequestLocale() locale: Locale) {
    return this.list('business', query, locale);
  }

  @Get('businesses/by-trade-name-id/:tradeNameId')
  @ApiOperation({ summary: 'The registered company that holds a trade name (its id in the public register)' })
  async byTradeName(@Param('tradeNameId') id: string, @RequestLocale() locale: Locale) {
    return this.one(await this.queries.execute(new GetPublicationQuery({ tradeNameId: id })), locale);
  }

  @Get('businesses/by-uen/:uen')
  @ApiOperation({ summary: 'A registered company by its unique entity number' })
  async byUen(@Param('uen') uen: string, @RequestLocale() locale: Locale) {
    return this.one(await this.queries.execute(new GetPublicationQuery({ uen })), locale);
  }

  @Get('businesses/:id')
  @ApiOperation({ summary: 'A registered company' })
  async business(@Param('id') id: string, @RequestLocale() locale: Locale) {
    return this.one(await this.queries.execute(new GetPublicationQuery({ kind: 'business', id })), locale);
  }

  @Get('publications/businesses')
  @ApiOperation({ summary: 'Business publications: filters province, district, activity, date range; sort; paging' })
  async businessPublications(@Query() query: PublicationsQuery, @RequestLocale() locale: Locale) {
    return this.list('business', query, locale);
  }

  @Get('publications/trade_names')
  @ApiOperation({ summary: 'Trade-name publications (granted trade names): the same filters' })
  async tradeNamePublications(@Query() query: PublicationsQuery, @RequestLocale() locale: Locale) {
    return this.list('trade-name', query, locale);
  }

  @Get('publications/trade_names/:id')
  @ApiOperation({ summary: 'A granted trade name' })
  async tradeName(@Param('id') id: string, @RequestLocale() locale: Locale) {
    return this.one(await this.queries.execute(new GetPublicationQuery({ kind: 'trade-name', id })), locale);
  }

  @Get('publications/businesses.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Business publications as CSV (UTF-8), every row that matches the filters' })
  async businessesCsv(@Query() query: PublicationsQuery, @Res() res: FastifyReply) {
    await this.csv('business', query, res);
  }

  @Get('publications/trade_names.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Trade-name publications as CSV (UTF-8)' })
  async tradeNamesCsv(@Query() query: PublicationsQuery, @Res() res: FastifyReply) {
    await this.csv('trade-name', query, res);
  }

  @Get('publications/businesses.atom')
  @ApiProduces('application/atom+xml')
  @ApiOperation({ summary: 'Atom feed of business publications; ?provinceId= for one province' })
  async businessesAtom(@Query() query: PublicationsQuery, @RequestLocale() locale: Locale, @Res() res: FastifyReply) {
    await this.atom('business', query, locale, res);
  }

  @Get('publications/trade_names.atom')
  @ApiProduces('application/atom+xml')
  @ApiOperation({ summary: 'Atom feed of trade-name publications; ?provinceId= for one province' })
  async tradeNamesAtom(@Query() query: PublicationsQuery, @RequestLocale() locale: Locale, @Res() res: FastifyReply) {
    await this.atom('trade-name', query, locale, res);
  }

  private async list(kind: PublicationKind, query: PublicationsQuery, locale: Locale) {
    const page = readPage(query as Record<string, unknown>);
    const { entries, total } = await this.queries.execute(new ListPublicationsQuery(kind, query, page));
    return collection(
      LISTS[kind].type,
      entries.map((e) => publicView(e, locale)),
      page,
      total,
    );
  }

  private one(entry: GazetteEntry, locale: Locale) {
    return document(resource(LISTS[entry.kind].type, publicView(entry, locale)));
  }

  private async csv(kind: PublicationKind, query: PublicationsQuery, res: FastifyReply) {
    const { chunks } = await this.queries.execute(new ExportPublicationsQuery(kind, query));
    async function* lines() {
      yield csvHeader();
      for await (const chunk of chunks) yield csvRows(chunk);
    }
    res.status(200);
    res.header('Content-Type', 'text/csv; charset=utf-8');
    res.header('Content-Disposition', `attachment; filename="${LISTS[kind].segment}-publications.csv"`);
    res.send(Readable.from(lines()));
  }

  private async atom(kind: PublicationKind, query: PublicationsQuery, locale: Locale, res: FastifyReply) {
    const { filters, entries, provinceName } = await this.queries.execute(new GetPublicationsFeedQuery(kind, query, FEED_ENTRIES, locale));
    const origin = this.originOf();
    const title = translate(LISTS[kind].title, locale);
    // The feed's id names only what shapes it (kind, place, language): the same wherever it is served from.
    const shaping = new URLSearchParams(
      Object.entries({ provinceId: filters.provinceId, districtId: filters.districtId, locale }).filter(
        (e): e is [string, string] => !!e[1],
      ),
    );
    const xmlText = atomFeed(
      {
        id: `urn:business-registry:publications:${LISTS[kind].segment}${filters.provinceId ? `:province:${filters.provinceId}` : ''}${filters.districtId ? `:district:${filters.districtId}` : ''}:${locale}`,
        selfUrl: `${origin}/api/v1/public/publications/${LISTS[kind].segment}.atom?${shaping}`,
        origin,
        title: filters.provinceId
          ? translate(PublicationMessages['gazette.in-province'], locale, { title, province: provinceName ?? '' })
          : title,
        language: locale,
        publisher: translate(PublicationMessages['gazette.publisher'], locale),
        updated: new Date(Math.max(0, ...entries.map((e) => (e.terminatedAt ?? e.publishedAt).getTime()))),
      },
      entries,
      (e) =>
        kind === 'business'
          ? translate(PublicationMessages['gazette.business-summary'], locale, {
              name: e.names[locale] ?? e.name,
              uen: e.uen ?? '',
              status: statusLabel(e.status, locale),
            })
          : translate(PublicationMessages['gazette.trade-name-summary'], locale, {
              name: e.names[locale] ?? e.name,
              level: e.protectionLevel ?? '',
              status: statusLabel(e.status, locale),
            }),
    );
    res.status(200).type('application/atom+xml; charset=utf-8').send(xmlText);
  }
}
