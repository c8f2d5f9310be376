import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CONFIG } from '#src/tokens';
import { linkOrigin, type AppConfig } from '#src/config/config';
import { PublicRead } from '#src/shared/http/access';
import { RequestLocale } from '#src/shared/http/request-context';
import { collection } from '#src/shared/http/json-api';
import { PageQuery, readPage } from '#src/shared/http/paging';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { PublicationMessages } from '@registry/domain/publications/messages';
import { DIGEST_TYPE, digestView, digestsAtom, digestsCsv } from '#src/modules/event-digests/digest-gazette';
import { ListDigestsQuery } from './list-digests.query.js';

/** How many digests the Atom feed carries: the newest, about three months. */
const FEED_ENTRIES = 100;

/**
 * The event store's daily digests in the gazette (issue 33 §3), beside its other lists: JSON:API
 * newest first with paging, every digest as CSV, the newest as Atom. Published so that copies
 * are held outside the registry's database: `npm run audit:verify -- --digest` checks the store
 * against any of them.
 */
@ApiTags('publications')
@Controller('v1/public')
@PublicRead()
export class ListDigestsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('publications/digests')
  @ApiOperation({ summary: 'Daily digests of the event store, newest first: day, event count, global position, running hash' })
  async list(@Query() query: PageQuery) {
    const page = readPage(query as Record<string, unknown>);
    const { digests, total } = await this.queries.execute(new ListDigestsQuery(page.offset, page.size));
    return collection(DIGEST_TYPE, digests.map(digestView), page, total);
  }

  @Get('publications/digests.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Every daily digest of the event store as CSV (UTF-8), newest first' })
  async csv(@Res() res: FastifyReply) {
    const { digests } = await this.queries.execute(new ListDigestsQuery(0, null));
    res
      .status(200)
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="event-store-digests.csv"')
      .send(digestsCsv(digests));
  }

  @Get('publications/digests.atom')
  @ApiProduces('application/atom+xml')
  @ApiOperation({ summary: 'Atom feed of the daily digests of the event store' })
  async atom(@RequestLocale() locale: Locale, @Res() res: FastifyReply) {
    const { digests } = await this.queries.execute(new ListDigestsQuery(0, FEED_ENTRIES));
    const text = digestsAtom(
      {
        origin: linkOrigin(this.config),
        title: translate(PublicationMessages['gazette.digests'], locale),
        language: locale,
        publisher: translate(PublicationMessages['gazette.publisher'], locale),
        entryTitle: (d) => translate(PublicationMessages['gazette.digest-title'], locale, { day: d.day }),
        summary: (d) =>
          translate(PublicationMessages['gazette.digest-summary'], locale, { count: d.eventCount, position: d.position, hash: d.hash }),
      },
      digests,
    );
    res.status(200).type('application/atom+xml; charset=utf-8').send(text);
  }
}
