import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROJECTIONS } from '#src/tokens';
import type { Projections } from '#src/event-store/projections/projections';
import { resource } from '#src/shared/http/json-api';

/** Spec §7: when the retry time has passed, the client waits 500 ms; a projection usually needs less. */
export const RETRY_MS = 250;

/** `Prefer: respond-async` (RFC 7240): the caller will read the read models next and wants to know when they show the write. */
export const prefersAsync = (req: FastifyRequest): boolean => /(^|[,\s])respond-async(\s*($|[,;]))/i.test(String(req.headers.prefer ?? ''));

/**
 * The consistency handshake (DESIGN.md, spec §4 "Asynchronous replies"). A write's process is
 * its last event: pending until every projection that reads the stream has passed it, then done
 * with the location of the result. Nothing is stored for it; only the writer (or staff who may
 * read applications) may ask (GetProcess). Here: the 202 answer of a write.
 */
@Injectable()
export class Processes {
  constructor(@Inject(PROJECTIONS) private readonly projections: Projections) {}

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
}
