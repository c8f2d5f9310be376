import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListApplicationsQuery } from '#src/modules/applications/queries/list-applications/list-applications.query';
import { listQueryOf } from './review-queue.dto.js';
import { ListReviewQueueQuery, type ReviewQueuePage } from './review-queue.query.js';

/** A JSON:API resource object as the dialect's plain record. */
const record = (r: { id: string; attributes: Record<string, unknown> }) => ({ id: r.id, ...r.attributes });

/** The queue is the v1 list query (same filters, checks and messages), its rows flattened for react-admin. */
@QueryHandler(ListReviewQueueQuery)
export class ListReviewQueueHandler implements IQueryHandler<ListReviewQueueQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ streamKind, path, principal, filters, page }: ListReviewQueueQuery): Promise<ReviewQueuePage> {
    const document = await this.queryBus.execute(
      new ListApplicationsQuery(streamKind, path, principal, listQueryOf(filters, streamKind), new Date(), page),
    );
    return {
      rows: (document.data as { id: string; attributes: Record<string, unknown> }[]).map(record),
      total: Number((document.meta as { total: number }).total),
    };
  }
}
