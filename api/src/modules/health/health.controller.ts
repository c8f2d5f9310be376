import { Public } from '../../shared/http/access.js';
import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { PG_POOL, PROJECTIONS } from '../../tokens.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../infrastructure/database/database-availability.js';
import type { Projections } from '../../event-store/projections/projections.js';

@ApiTags('operations')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(PROJECTIONS) private readonly projections: Projections,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Database reachability and the lag of every projection' })
  async health(@Res({ passthrough: true }) res: FastifyReply) {
    const started = performance.now();
    try {
      await this.pool.query('SELECT 1');
    } catch (error) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return { status: 'unavailable', database: { reachable: false, error: (error as Error).message } };
    }
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    return {
      status: 'ok',
      database: { reachable: true, latencyMs },
      projections: await this.projections.status(),
    };
  }
}
