import { Public } from '#src/shared/http/access';
import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { CONFIG, PG_POOL, PROJECTIONS, READ_REPLICAS } from '#src/tokens';
import type { ReadReplicas } from '#src/infrastructure/database/read-replicas';
import type { AppConfig } from '#src/config/config';
import { DATABASE_RETRY_AFTER_SECONDS } from '#src/infrastructure/database/database-availability';
import type { Projections } from '#src/event-store/projections/projections';
import { degradedChecks, type OutboxStatus } from './health-checks.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * `status`: "ok"; "degraded" (200) when a projection lags or the outbox backlog ages past the
 * configured thresholds, or a read replica is left out (down, lagging), `degraded` naming each such check and by how much; "unavailable" (503,
 * Retry-After) when the database cannot be reached. Degraded answers 200 so that load balancers
 * keep routing to an instance that serves, only staler; monitoring alerts on the body.
 */
@ApiTags('operations')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(READ_REPLICAS) private readonly replicas: ReadReplicas,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Database reachability, the lag of every projection and the age of the mail backlog: ok, degraded (200) or unavailable (503)',
  })
  async health(@Res({ passthrough: true }) res: FastifyReply) {
    const started = performance.now();
    try {
      await this.pool.query(sql`SELECT 1`);
    } catch (error) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return { status: 'unavailable', database: { reachable: false, error: (error as Error).message } };
    }
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    const [projections, outbox] = await Promise.all([this.projections.status(), this.outbox()]);
    const replicas = this.replicas.status();
    const degraded = degradedChecks(projections, outbox, this.config.health, replicas);
    return {
      status: degraded.length ? 'degraded' : 'ok',
      ...(degraded.length ? { degraded } : {}),
      database: { reachable: true, latencyMs },
      projections,
      outbox,
      // Each streaming replica (DATABASE_READ_URLS) with its replay lag and whether it serves public reads.
      ...(this.replicas.configured ? { replicas } : {}),
    };
  }

  private async outbox(): Promise<OutboxStatus> {
    // Codes, held rows and the last hour's renewals are few (each on a partial index); the backlog is capped.
    const { rows } = await this.pool.query<{
      pending: number;
      seconds: number | null;
      codes: number;
      code_seconds: number | null;
      held: number;
      held_past_lease: number;
      renewed: number;
      withdrawn: number;
    }>(
      sql`SELECT (SELECT count(*)::int FROM (SELECT 1 FROM mail_outbox WHERE status = 'pending' LIMIT 100000) p) AS pending,
              (SELECT greatest(0, extract(epoch FROM now() - min(created_at)))::float8 FROM mail_outbox WHERE status = 'pending') AS seconds,
              c.codes, c.code_seconds, c.held, c.held_past_lease,
              (SELECT count(*)::int FROM mail_outbox WHERE renewed_at > now() - interval '1 hour') AS renewed,
              (SELECT count(*)::int FROM mail_outbox WHERE status = 'withdrawn' AND withdrawn_at > now() - interval '1 hour') AS withdrawn
         FROM (SELECT count(*) FILTER (WHERE priority = 0)::int AS codes,
                      greatest(0, extract(epoch FROM now() - min(created_at) FILTER (WHERE priority = 0)))::float8 AS code_seconds,
                      count(*) FILTER (WHERE claim_token IS NOT NULL)::int AS held,
                      count(*) FILTER (WHERE claim_token IS NOT NULL AND next_attempt_at < now())::int AS held_past_lease
                 FROM (SELECT priority, created_at, claim_token, next_attempt_at FROM mail_outbox
                        WHERE status = 'pending' AND (priority = 0 OR claim_token IS NOT NULL) LIMIT 100000) q) c`,
    );
    const r = rows[0]!;
    const seconds = (value: number | null) => Math.round((value ?? 0) * 10) / 10;
    return {
      pending: r.pending,
      oldestPendingSeconds: seconds(r.seconds),
      codes: { pending: r.codes, oldestPendingSeconds: seconds(r.code_seconds) },
      held: r.held,
      heldPastLease: r.held_past_lease,
      lastHour: { renewed: r.renewed, withdrawn: r.withdrawn },
    };
  }
}
