import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import { NOTES_STREAM_TYPE, decideNote, notesStreamOf } from '@registry/domain/applications/internal-notes';
import { EVENT_STORE } from '#src/tokens';
import type { EventStore } from '#src/event-store/event-store';
import { eventIdsFor } from '#src/event-store/event-ids';
import { APPLICATION_STREAM_TYPES } from '#src/modules/applications/projections/application-facets';
import { commandActor } from '#src/modules/applications/collaborators/application-access';
import { AddInternalNoteCommand } from './add-internal-note.command.js';

/**
 * Appends a note to the application's notes stream (domain/applications/internal-notes.ts). Notes
 * only add up, so the append takes any version; a retried request (same key) stores nothing new.
 */
@CommandHandler(AddInternalNoteCommand)
export class AddInternalNoteHandler implements ICommandHandler<AddInternalNoteCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ principal, applicationId, text, idempotencyKey }: AddInternalNoteCommand): Promise<{ id: string }> {
    const application = await this.store.readStream(applicationId, { toVersion: 1 });
    if (!application.length || !(APPLICATION_STREAM_TYPES as readonly string[]).includes(application[0]!.streamType)) throw notFound();
    const events = decideNote({ type: 'add_note', applicationId, text, at: new Date(), actor: commandActor(principal) });
    const stream = notesStreamOf(applicationId);
    const ids = eventIdsFor(idempotencyKey && `${stream}:${idempotencyKey}`, events.length);
    const existing = idempotencyKey ? await this.store.locate(ids[0]!) : null;
    if (existing) return { id: ids[0]! };
    await this.store.append(
      stream,
      NOTES_STREAM_TYPE,
      'any',
      events.map((e, i) => ({
        eventId: ids[i]!,
        type: e.type,
        schemaVersion: e.schemaVersion,
        data: e.data,
        metadata: { actor: { kind: 'staff', id: e.data.actor.id } },
      })),
    );
    return { id: ids[0]! };
  }
}
