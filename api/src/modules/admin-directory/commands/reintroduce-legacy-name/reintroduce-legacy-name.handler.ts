import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { EVENT_STORE, PG_POOL } from '#src/tokens';
import type { EventStore } from '#src/event-store/event-store';
import { eventIdsFor } from '#src/event-store/event-ids';
import { COLUMNS, present, UUIDISH, type LegacyNameRecord } from '#src/modules/admin-directory/legacy-names.records';
import { ReintroduceLegacyNameCommand } from './reintroduce-legacy-name.command.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

/** The audit stream of one legacy name: its reference names it. */
export const legacyNameStream = (legacyRef: string) => `legacy-name-${legacyRef}`;

@CommandHandler(ReintroduceLegacyNameCommand)
export class ReintroduceLegacyNameHandler implements ICommandHandler<ReintroduceLegacyNameCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ id, applicantEmail, actor, locale, idempotencyKey }: ReintroduceLegacyNameCommand): Promise<LegacyNameRecord> {
    if (!UUIDISH.test(id)) throw notFound();
    const email = applicantEmail.trim().toLowerCase();
    const client = await this.pool.connect();
    try {
      await client.query(sql`BEGIN`);
      const updated = await client.query(
        sql`UPDATE tn_legacy_names SET reintroduced_for = ${email}, reintroduced_at = now(), reintroduced_by = ${actor.id} WHERE id = ${id} RETURNING legacy_ref, name, reintroduced_at`,
      );
      const row = updated.rows[0];
      if (!row) throw notFound();
      const stream = legacyNameStream(row.legacy_ref);
      await this.store.append(
        stream,
        'legacy-name',
        'any',
        [
          {
            eventId: eventIdsFor(idempotencyKey && `${stream}:${idempotencyKey}`, 1)[0]!,
            type: 'legacy-name.reintroduced',
            schemaVersion: 1,
            data: { legacyRef: row.legacy_ref, name: row.name, applicantEmail: email, at: (row.reintroduced_at as Date).toISOString() },
            metadata: { actor, ...(idempotencyKey ? { idempotencyKey } : {}) },
          },
        ],
        client,
      );
      await client.query(sql`COMMIT`);
    } catch (error) {
      await client.query(sql`ROLLBACK`).catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    const { rows } = await this.pool.query(
      sql`SELECT ${Sql.raw(COLUMNS)} FROM tn_legacy_names l LEFT JOIN districts d ON d.id = l.district_id WHERE l.id = ${id}`,
    );
    return present(rows[0], locale);
  }
}
