import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  type OnModuleDestroy,
  SetMetadata,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { conflict, invalid } from '@registry/domain/shared/domain-error';
import { principalId } from '../http/principal.js';
import { queryOf } from '../http/fastify-request.js';
import { PG_POOL } from '#src/tokens';
import { requestPath } from '../http/request-path.js';
import { HOLDER_LOCK_SPACE, HolderLock } from './holder-lock.js';
import { withIdempotentRequest } from './idempotency-context.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

const IDEMPOTENT_KEY = 'registry:idempotent';
const KEY_FORMAT = /^[A-Za-z0-9_-]{1,100}$/;
/** An in-flight record without a holder (written before holders were recorded) is taken over after this. */
const IN_FLIGHT_TIMEOUT_MS = 60_000;

/**
 * Test-only (NODE_ENV=test): a pause between the command's commit and the record of its answer,
 * so that the crash test can kill the process inside that window at will.
 */
const markDelayMs = () => (process.env.NODE_ENV === 'test' ? Number(process.env.REGISTRY_TEST_IDEMPOTENCY_MARK_DELAY_MS) || 0 : 0);

/**
 * A write that takes an idempotency key (`Idempotency-Key` header, or the spec's
 * `idempotency-key` query parameter). `required`: a write without one is refused.
 */
export const Idempotent = (options: { required?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(IDEMPOTENT_KEY, { required: options.required ?? true }),
    ApiHeader({
      name: 'Idempotency-Key',
      required: options.required ?? true,
      description: 'One key per intended write; a retry sends the same key.',
    }),
  );

export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  const fromQuery = queryOf(req)['idempotency-key'];
  const value = typeof header === 'string' ? header : typeof fromQuery === 'string' ? fromQuery : undefined;
  return value?.trim() || undefined;
}

/** Keys sorted at every level, so that the same body in another key order is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * DESIGN.md API conventions: the same key with the same request answers the first response
 * again without running the command; the same key with another request is a 422; the same key
 * while the first is still running is a 409. Keys are scoped per caller. Only successful
 * responses are kept: after a failure (a refusal, a conflict) the same key runs the command
 * again.
 *
 * Crashes (docs/api.md, Idempotency): the answer is recorded after the command commits, so a
 * process may die in between. The record names its holder (this process's liveness lock, see
 * HolderLock); a retry takes the key over as soon as that lock is free. The command then runs
 * again and finds itself already stored (deterministic event ids, a stream id derived from the
 * key): it answers what it first answered, flagged as a replay, and writes nothing.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor, OnModuleDestroy {
  private readonly liveness: HolderLock;

  constructor(
    private readonly reflector: Reflector,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {
    // The pool's own settings (server, role, timeouts): pg keeps them as `options`.
    this.liveness = new HolderLock((pool as unknown as { options: pg.ClientConfig }).options);
  }

  async onModuleDestroy(): Promise<void> {
    await this.liveness.close();
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get<{ required: boolean } | undefined>(IDEMPOTENT_KEY, context.getHandler());
    if (!options || context.getType() !== 'http') return next.handle();
    return from(this.run(context, next, options.required));
  }

  private async run(context: ExecutionContext, next: CallHandler, required: boolean): Promise<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    const key = idempotencyKeyOf(req);
    if (!key) {
      if (required) throw invalid({ code: 'idempotency-key-invalid', field: 'Idempotency-Key' });
      return lastValueFrom(next.handle(), { defaultValue: undefined });
    }
    if (!KEY_FORMAT.test(key)) throw invalid({ code: 'idempotency-key-invalid', field: 'Idempotency-Key' });
    const scope = req.principal ? principalId(req.principal) : `anonymous:${req.ip ?? ''}`;
    const query = Object.fromEntries(Object.entries(queryOf(req)).filter(([k]) => k !== 'idempotency-key' && k !== 'locale'));
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(canonical({ method: req.method, path: requestPath(req), query, body: req.body ?? null })))
      .digest('hex');

    const holder = await this.liveness.holder();
    // Taken over when its holder's lock is free: the try of a shared, transaction-scoped lock
    // succeeds only when no session holds it exclusively (the holder, alive), lets go at the end of
    // this statement, and never fails because another request takes over a key of the same holder.
    const claimed = await this.pool.query(
      sql`INSERT INTO idempotency_records (scope, key, fingerprint, holder) VALUES (${scope}, ${key}, ${fingerprint}, ${holder})
       ON CONFLICT (scope, key) DO UPDATE SET started_at = now(), holder = ${holder}
         WHERE idempotency_records.state = 'in-flight' AND idempotency_records.fingerprint = ${fingerprint}
           AND CASE WHEN idempotency_records.holder IS NULL
                    THEN idempotency_records.started_at < now() - (${IN_FLIGHT_TIMEOUT_MS} || ' milliseconds')::interval
                    ELSE pg_try_advisory_xact_lock_shared(${HOLDER_LOCK_SPACE}, idempotency_records.holder) END
       RETURNING committed_at`,
    );
    if (!claimed.rowCount) {
      const { rows } = await this.pool.query(
        sql`SELECT fingerprint, state, response_status, response_body, location FROM idempotency_records WHERE scope = ${scope} AND key = ${key}`,
      );
      const stored = rows[0];
      if (!stored) return this.run(context, next, required); // released meanwhile: claim again
      if (stored.fingerprint !== fingerprint) throw invalid({ code: 'idempotency-key-reused', field: 'Idempotency-Key' });
      if (stored.state === 'in-flight') throw conflict('idempotency-key-in-flight');
      res.status(stored.response_status);
      res.header('Idempotent-Replayed', 'true');
      if (stored.location) res.header('Location', stored.location);
      return stored.response_body;
    }

    try {
      const request = {
        scope,
        key,
        callerKey: req.principal ? `${scope}:${key}` : undefined,
        earlierTryCommitted: claimed.rows[0].committed_at !== null,
      };
      const handled = withIdempotentRequest(request, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
      const body = await handled.result;
      if (handled.context.replayed) res.header('Idempotent-Replayed', 'true');
      const delay = markDelayMs();
      if (delay) await sleep(delay);
      const declared = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler());
      const status = res.statusCode !== 200 ? res.statusCode : (declared ?? (req.method === 'POST' ? 201 : 200));
      const location = res.getHeader('Location');
      await this.pool.query(
        sql`UPDATE idempotency_records SET state = 'done', response_status = ${status}, response_body = ${JSON.stringify(body ?? null)}, location = ${typeof location === 'string' ? location : null}, completed_at = now()
          WHERE scope = ${scope} AND key = ${key}`,
      );
      return body;
    } catch (error) {
      // A failure before the write committed frees the key; after it (the commit mark is set), the
      // key stays, free to take over at once, so that the retry answers the write as committed.
      await this.pool
        .query(
          sql`WITH freed AS (DELETE FROM idempotency_records WHERE scope = ${scope} AND key = ${key} AND state = 'in-flight' AND committed_at IS NULL RETURNING key)
           UPDATE idempotency_records SET holder = NULL, started_at = '-infinity' WHERE scope = ${scope} AND key = ${key} AND state = 'in-flight' AND committed_at IS NOT NULL`,
        )
        .catch(() => undefined);
      throw error;
    }
  }
}
