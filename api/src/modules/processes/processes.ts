import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_STORE, PROJECTIONS } from '#src/tokens';
import type { EventStore } from '#src/event-store/event-store';
import type { Projections } from '#src/event-store/projections/projections';
import { notFound } from '@registry/domain/shared/domain-error';
import { resource } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';

/** Spec §7: when the retry time has passed, the client waits 500 ms; a projection usually needs less. */
const RETRY_MS = 250;

/** Where the result of a write to each stream type is read. */
const RESULT_PATHS: Readonly<Record<string, string>> = { 'trade-name': 'trade_names', business: 'businesses', trademark: 'trademarks' };

/** `Prefer: respond-async` (RFC 7240): the caller will read the read models next and wants to know when they show the write. */
export const prefersAsync = (req: FastifyRequest): boolean => /(^|[,\s])respond-async(\s*($|[,;]))/i.test(String(req.headers.prefer ?? ''));

/**
 * The consistency handshake (DESIGN.md, spec §4 "Asynchronous replies"). A write's process is
 * its last event: pending until every projection that reads the stream has passed it, then done
 * with the location of the result. Nothing is stored for it; only the writer (or staff who may
 * read applications) may ask.
 */
@Injectable()
export class Processes {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) private readonly projections: Projections,
  ) {}

  /** The process resource of a write: 202 material for the write, and what GET /api/processes/{id} answers. */
  async status(eventId: string, principal: Principal, now = new Date()) {
    const event = await this.store.locate(eventId);
    if (!event || !this.mayAsk(principal, event.metadata)) throw notFound();
    const done = await this.projections.haveReached(event.streamType, event.checkpoint);
    const location = `/api/v1/${RESULT_PATHS[event.streamType] ?? 'events'}/${event.streamId}`;
    return done
      ? resource('processes', { id: eventId, status: 'done', location })
      : resource('processes', { id: eventId, status: 'pending', retryAt: new Date(now.getTime() + RETRY_MS).toISOString() });
  }

  /** Answers a write 202 Accepted with its process (the caller asked with `Prefer: respond-async`). */
  accepted(res: FastifyReply, eventId: string, meta?: Record<string, unknown>) {
    const retryAt = new Date(Date.now() + RETRY_MS).toISOString();
    this.projections.nudge();
    res.status(202);
    res.header('Location', `/api/processes/${eventId}`);
    res.header('Retry-After', '1');
    res.header('Preference-Applied', 'respond-async');
    return { data: resource('processes', { id: eventId, status: 'pending', retryAt }), ...(meta ? { meta } : {}) };
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
