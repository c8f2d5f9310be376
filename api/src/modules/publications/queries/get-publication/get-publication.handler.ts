import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { selectAs, selectRows, sql } from '#src/infrastructure/database/read-models/table';
import { rmPublications } from '#src/modules/applications/projections/publications.table';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import { PUBLICATION_ID, PUBLICATION_ROWS, toEntry, type PublicationKind } from '#src/modules/publications/publication-search';
import { GetPublicationQuery } from './get-publication.query.js';

@QueryHandler(GetPublicationQuery)
export class GetPublicationHandler implements IQueryHandler<GetPublicationQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  execute({ key }: GetPublicationQuery): Promise<GazetteEntry> {
    if ('uen' in key) return this.byUen(key.uen);
    if ('tradeNameId' in key) return this.byTradeNameId(key.tradeNameId);
    return this.byId(key.kind, key.id);
  }

  private async byId(kind: PublicationKind, id: string): Promise<GazetteEntry> {
    if (!PUBLICATION_ID.test(id)) throw notFound();
    const [row] = await selectRows(
      this.pool,
      rmPublications,
      sql`${PUBLICATION_ROWS} WHERE p.stream_id = ${id} AND p.kind = ${kind} LIMIT 1`,
    );
    if (!row) throw notFound();
    return toEntry(row);
  }

  private async byUen(uen: string): Promise<GazetteEntry> {
    const [row] = await selectRows(
      this.pool,
      rmPublications,
      sql`${PUBLICATION_ROWS} WHERE p.uen = ${uen.trim().toUpperCase()} AND p.kind = 'business' LIMIT 1`,
    );
    if (!row) throw notFound();
    return toEntry(row);
  }

  /** The company that holds a trade name: by the name's id in the public register, or the application's own id. */
  private async byTradeNameId(id: string): Promise<GazetteEntry> {
    if (!PUBLICATION_ID.test(id)) throw notFound();
    const [claim] = await selectAs<{ holder_stream_id: string }>(
      this.pool,
      sql`SELECT holder_stream_id FROM tn_claims WHERE id = ${id} AND holder_kind = 'business'`,
    );
    return this.byId('business', claim?.holder_stream_id ?? id);
  }
}
