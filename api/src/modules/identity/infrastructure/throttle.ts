import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';

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
      `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds FROM auth_throttle WHERE key = $1 AND locked_until > now()`,
      [key],
    );
    return rows[0]?.seconds ?? 0;
  }

  /** Counts a failure; returns true when this failure reached the limit and locked the key. */
  async fail(key: string, rule: ThrottleRule): Promise<boolean> {
    const { rows } = await this.pool.query(
      `INSERT INTO auth_throttle AS t (key, failures, window_start) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_start < now() - make_interval(mins => $2) THEN 1 ELSE t.failures + 1 END,
         window_start = CASE WHEN t.window_start < now() - make_interval(mins => $2) THEN now() ELSE t.window_start END
       RETURNING failures`,
      [key, rule.windowMinutes],
    );
    if (rows[0].failures < rule.maxFailures) return false;
    await this.pool.query(`UPDATE auth_throttle SET locked_until = now() + make_interval(mins => $2) WHERE key = $1`, [
      key,
      rule.lockMinutes,
    ]);
    return true;
  }

  async reset(key: string): Promise<void> {
    await this.pool.query('DELETE FROM auth_throttle WHERE key = $1', [key]);
  }
}
