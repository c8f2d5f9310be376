import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import type { ReviewQueueQuery } from './review-queue.dto.js';

/** A queue's rows as the dialect's plain records, and how many match. */
export interface ReviewQueuePage {
  rows: Record<string, unknown>[];
  total: number;
}

/** One page of a review queue: the v1 list of the kind (or of every kind) under the queue's filters. */
export class ListReviewQueueQuery extends Query<ReviewQueuePage> {
  constructor(
    /** The read model's kind, or null for every kind. */
    readonly streamKind: 'trade-name' | 'business' | 'trademark' | null,
    /** `/api/admin/<path>`: the react-admin resource, and the rows' JSON:API type. */
    readonly path: string,
    readonly principal: Principal,
    readonly filters: ReviewQueueQuery,
    readonly page: Page,
  ) {
    super();
  }
}
