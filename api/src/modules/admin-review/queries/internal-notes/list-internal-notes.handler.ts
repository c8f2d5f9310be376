import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { notesStreamOf, type NoteAddedEvent } from '@registry/domain/applications/internal-notes';
import { APPLICATION_STREAM_TYPES } from '#src/modules/applications/projections/application-facets';
import { EVENT_STORE, PG_POOL } from '#src/tokens';
import type { EventStore } from '#src/event-store/event-store';
import { ListInternalNotesQuery, type InternalNote } from './list-internal-notes.query.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Read from the notes stream itself: a note shows the moment it is written. */
@QueryHandler(ListInternalNotesQuery)
export class ListInternalNotesHandler implements IQueryHandler<ListInternalNotesQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ applicationId }: ListInternalNotesQuery): Promise<InternalNote[]> {
    const application = await this.store.readStream(applicationId, { toVersion: 1 });
    if (!application.length || !(APPLICATION_STREAM_TYPES as readonly string[]).includes(application[0]!.streamType)) throw notFound();
    const events = (await this.store.readStream(notesStreamOf(applicationId))).filter((e) => e.type === 'application-notes.note-added');
    const authors = [...new Set(events.map((e) => (e.data as NoteAddedEvent['data']).actor.id))];
    const { rows } = authors.length
      ? await this.pool.query<{ id: string; name: string }>(
          sql`SELECT id::text, btrim(first_name || ' ' || last_name) AS name FROM staff_users WHERE id::text = ANY(${authors})`,
        )
      : { rows: [] };
    const names = new Map(rows.map((r) => [r.id, r.name]));
    return events.map((e) => {
      const d = e.data as NoteAddedEvent['data'];
      return { id: e.eventId, text: d.text, authorId: d.actor.id, authorName: names.get(d.actor.id) ?? null, at: d.at };
    });
  }
}
