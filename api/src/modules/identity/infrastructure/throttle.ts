import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { sql } from '#src/infrastructure/database/read-models/sql';

export interface ThrottleRule {
  /** Failures allowed within the window; the next attempt is refused until the lock ends. */
  maxFailures: number;
  windowMinutes: number;
  lockMinutes: number;
}

/**
 * Failed attempts counted per key (an e-mail, an address) in PostgreSQL, so that the limits hold
 * across restarts and across every API instance.
 */
@Injectable()
export class Throttle {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Seconds until the key may try again, or 0. */
  async retryAfter(key: string): Promise<number> {
    const { rows } = await this.pool.query(
      sql`SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds FROM auth_throttle WHERE key = ${key} AND locked_until > now()`,
    );
    return rows[0]?.seconds ?? 0;
  }

  /** Counts a failure; returns true when this failure reached the limit and locked the key. */
  async fail(key: string, rule: ThrottleRule): Promise<boolean> {
    const { rows } = await this.pool.query(
      sql`INSERT INTO auth_throttle AS t (key, failures, window_start) VALUES (${key}, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_start < now() - make_interval(mins => ${rule.windowMinutes}) THEN 1 ELSE t.failures + 1 END,
         window_start = CASE WHEN t.window_start < now() - make_interval(mins => ${rule.windowMinutes}) THEN now() ELSE t.window_start END
       RETURNING failures`,
    );
    if (rows[0].failures < rule.maxFailures) return false;
    await this.pool.query(
      sql`UPDATE auth_throttle SET locked_until = now() + make_interval(mins => ${rule.lockMinutes}) WHERE key = ${key}`,
    );
    return true;
  }

  async reset(key: string): Promise<void> {
    await this.pool.query(sql`DELETE FROM auth_throttle WHERE key = ${key}`);
  }
}
