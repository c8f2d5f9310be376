import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import { EVENT_STORE, PROJECTIONS } from '#src/tokens';
import type { EventStore } from '#src/event-store/event-store';
import type { Projections } from '#src/event-store/projections/projections';
import { resource } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { RETRY_MS } from '#src/modules/processes/processes';
import { GetProcessQuery, type ProcessResource } from './get-process.query.js';

/** Where the result of a write to each stream type is read. */
const RESULT_PATHS: Readonly<Record<string, string>> = { 'trade-name': 'trade_names', business: 'businesses', trademark: 'trademarks' };

@QueryHandler(GetProcessQuery)
export class GetProcessHandler implements IQueryHandler<GetProcessQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) private readonly projections: Projections,
  ) {}

  /** What GET /api/processes/{id} answers. */
  async execute({ eventId, caller: principal }: GetProcessQuery): Promise<ProcessResource> {
    const now = new Date();
    const event = await this.store.locate(eventId);
    if (!event || !this.mayAsk(principal, event.metadata)) throw notFound();
    const done = await this.projections.haveReached(event.streamType, event.checkpoint);
    const location = `/api/v1/${RESULT_PATHS[event.streamType] ?? 'events'}/${event.streamId}`;
    return done
      ? resource('processes', { id: eventId, status: 'done', location })
      : resource('processes', { id: eventId, status: 'pending', retryAt: new Date(now.getTime() + RETRY_MS).toISOString() });
  }

  private mayAsk(principal: Principal, metadata: Record<string, unknown>): boolean {
    const actor = metadata.actor as { kind?: string; id?: string } | undefined;
    if (principal.kind === 'staff')
      return actor?.kind === 'staff'
        ? actor.id === principal.userId || principal.permissions.has('applications.read')
        : principal.permissions.has('applications.read');
    return actor?.kind === 'applicant' && typeof actor.id === 'string' && actor.id.toLowerCase() === principal.email.toLowerCase();
  }
}
