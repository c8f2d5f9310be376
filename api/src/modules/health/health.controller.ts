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
    const { rows } = await this.pool.query<{ pending: number; seconds: number | null }>(
      sql`SELECT (SELECT count(*)::int FROM (SELECT 1 FROM mail_outbox WHERE status = 'pending' LIMIT 100000) p) AS pending,
              (SELECT greatest(0, extract(epoch FROM now() - min(created_at)))::float8 FROM mail_outbox WHERE status = 'pending') AS seconds`,
    );
    return { pending: rows[0]!.pending, oldestPendingSeconds: Math.round((rows[0]!.seconds ?? 0) * 10) / 10 };
  }
}
