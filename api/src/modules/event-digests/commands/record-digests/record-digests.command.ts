import { Command } from '@nestjs/cqrs';
import type { EventDigest } from '#src/event-store/postgres/event-digest';

/** Records the digest of every day over before `now` that has none yet (the schedule sends it; tests send it with a later `now`). */
export class RecordDigestsCommand extends Command<EventDigest[]> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
