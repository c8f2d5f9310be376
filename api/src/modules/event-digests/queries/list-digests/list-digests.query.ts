import { Query } from '@nestjs/cqrs';
import type { EventDigest } from '#src/event-store/postgres/event-digest';

/** A digest with the moment it was recorded (the feeds' dates). */
export type PublishedDigest = EventDigest & { recordedAt: Date };

/** A slice of the recorded digests, newest first, and how many there are. */
export class ListDigestsQuery extends Query<{ digests: PublishedDigest[]; total: number }> {
  constructor(
    readonly offset: number,
    /** null: every digest (the CSV file). */
    readonly limit: number | null,
  ) {
    super();
  }
}
