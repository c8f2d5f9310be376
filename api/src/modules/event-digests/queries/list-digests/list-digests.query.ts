import { Query } from '@nestjs/cqrs';
import type { PublishedDigest } from '#src/modules/event-digests/digest-gazette';

export type { PublishedDigest };

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
