import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { LOGGER, PG_POOL } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import type { SqlSession } from '#src/event-store/event-store';
import type { StoredSecurityKind } from '@registry/domain/identity/security-kinds';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** The kinds the log stores: one list with the back office that names them. */
export type SecurityEvent = StoredSecurityKind;

/**
 * Security and administration events: a structured log line and a row in the append-only
 * `security_log` table. Callers pass facts, never secrets (no password, code or token).
 */
@Injectable()
export class SecurityLog {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async record(
    event: SecurityEvent,
    fields: { actor?: string; subject?: string; ip?: string; details?: Record<string, unknown> },
    session: SqlSession = this.pool,
  ): Promise<void> {
    this.log.log('security event', { event, ...fields });
    await session.query(
      sql`INSERT INTO security_log (event, actor, subject, ip, details) VALUES (${event}, ${fields.actor ?? null}, ${fields.subject ?? null}, ${fields.ip ?? null}, ${JSON.stringify(fields.details ?? {})})`,
    );
  }
}
