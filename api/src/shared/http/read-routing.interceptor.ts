import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, mergeMap, Observable } from 'rxjs';
import { CONFIG, READ_REPLICAS } from '#src/tokens';
import type { AppConfig } from '#src/config/config';
import { parseLsn, type ReadReplicas } from '#src/infrastructure/database/read-replicas';
import { asPublicRead } from '#src/infrastructure/database/read-routing';
import { readCookie } from './security.js';

/**
 * The client's last write, as the WAL position a replica must have replayed to show it: a cookie
 * for the portals, and the same value in a header for other clients (sent back as they got it).
 */
export const READ_AFTER_COOKIE = 'registry-read-after';
export const READ_AFTER_HEADER = 'x-registry-read-after';

export const PUBLIC_READ_KEY = 'registry:public-read';
export const READ_AFTER_KEY = 'registry:read-after';

/**
 * A route whose answer anyone may read and which only reads (name eligibility and similar names,
 * the registers, publications, the gazette, feeds, reference data): answered by a streaming
 * replica within the lag bound when there is one (`PublicRead()` in access.ts declares both).
 */
export const ReadsFromReplica = () => SetMetadata(PUBLIC_READ_KEY, true);

/**
 * A read after which the client should see what the primary has now (the consistency handshake's
 * process resource, once done: the read models show the write): its answer moves the client's
 * read-after position as a write's does.
 */
export const MovesReadAfter = () => SetMetadata(READ_AFTER_KEY, true);

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The HTTP side of read routing (database/read-routing.ts), one place for every route:
 * - a route marked a public read runs as one, so its queries may go to a replica that has
 *   replayed the client's last write (its read-after position, if it sent one);
 * - after a write (and a route marked `MovesReadAfter`) answers, the client is given the
 *   primary's WAL position, so its next public reads show its own write.
 * With no replica configured it does nothing.
 */
@Injectable()
export class ReadRoutingInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(READ_REPLICAS) private readonly replicas: ReadReplicas,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.replicas.configured || context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const targets = [context.getHandler(), context.getClass()];
    // Staff read the primary everywhere, public routes included.
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_READ_KEY, targets) && req.principal?.kind !== 'staff') {
      const header = req.headers[READ_AFTER_HEADER];
      const after = parseLsn(typeof header === 'string' ? header : readCookie(req.raw, READ_AFTER_COOKIE));
      // The handler runs when subscribed: subscribing inside the public read carries it into the handler's awaits.
      return new Observable((subscriber) => asPublicRead({ after }, () => next.handle().subscribe(subscriber)));
    }
    if (!UNSAFE.has(req.method) && !this.reflector.getAllAndOverride<boolean>(READ_AFTER_KEY, targets)) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      mergeMap((body) =>
        from(
          this.replicas.primaryPosition().then(
            (lsn) => {
              this.giveReadAfter(reply, lsn);
              return body;
            },
            // The write stands; without the position the client's next public reads may be a moment stale.
            () => body,
          ),
        ),
      ),
    );
  }

  /** As a cookie for as long as a replica within the bound may still lack the write, and as a header. */
  private giveReadAfter(reply: FastifyReply, lsn: string): void {
    if (reply.sent) return;
    const { maxLagMs, probeIntervalMs } = this.config.readReplicas;
    const maxAge = Math.ceil((maxLagMs + 2 * probeIntervalMs) / 1000) + 5;
    const secure = this.config.env === 'production' ? '; Secure' : '';
    const cookie = `${READ_AFTER_COOKIE}=${lsn}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
    // Beside the anti-forgery cookie, which is set on the raw response too (security.ts).
    const earlier = reply.raw.getHeader('Set-Cookie');
    reply.raw.setHeader('Set-Cookie', earlier === undefined ? cookie : [...(Array.isArray(earlier) ? earlier : [String(earlier)]), cookie]);
    void reply.header(READ_AFTER_HEADER, lsn);
  }
}
