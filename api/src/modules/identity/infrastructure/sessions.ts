import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { Principal } from '#src/shared/http/principal';
import { permissionsOf } from '@registry/domain/identity/permissions';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Idle and absolute lifetimes of a session (short-lived tokens, DESIGN.md Security). */
export const SESSION_LIFETIME = {
  staff: { idleMinutes: 30, absoluteHours: 12 },
  applicant: { idleMinutes: 60, absoluteHours: 24 },
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionSubject = { kind: 'staff'; userId: string; scope?: 'full' | 'totp-enrollment' } | { kind: 'applicant'; email: string };

export interface IssuedSession {
  accessToken: string;
  sessionId: string;
  expiresAt: string;
}

/**
 * Opaque bearer tokens: 256 random bits, stored only as a SHA-256 hash. Every request looks the
 * session up, so sign-out and deactivation take effect at once; use slides the idle expiry
 * forward up to the absolute limit.
 */
@Injectable()
export class Sessions {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async issue(subject: SessionSubject): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const life = SESSION_LIFETIME[subject.kind];
    const { rows } = await this.pool.query(
      sql`INSERT INTO sessions (id, token_hash, principal, staff_user_id, applicant, scope, expires_at)
       VALUES (${id}, ${hashToken(token)}, ${subject.kind}, ${subject.kind === 'staff' ? subject.userId : null}, ${subject.kind === 'applicant' ? subject.email.toLowerCase() : null}, ${subject.kind === 'staff' ? (subject.scope ?? 'full') : 'full'}, now() + make_interval(mins => ${life.idleMinutes}))
       RETURNING expires_at`,
    );
    return { accessToken: token, sessionId: id, expiresAt: rows[0].expires_at.toISOString() };
  }

  async authenticate(token: string): Promise<Principal | null> {
    const { rows } = await this.pool.query(
      sql`SELECT s.id, s.principal, s.applicant, s.scope, s.last_used_at < now() - interval '1 minute' AS stale,
              u.id AS user_id, u.email, u.roles, u.status
         FROM sessions s LEFT JOIN staff_users u ON u.id = s.staff_user_id
        WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > now()`,
    );
    const row = rows[0];
    if (!row) return null;
    if (row.principal === 'staff' && row.status !== 'active') return null;
    if (row.stale) {
      const life = SESSION_LIFETIME[row.principal as 'staff' | 'applicant'];
      await this.pool.query(
        sql`UPDATE sessions SET last_used_at = now(),
                expires_at = least(created_at + make_interval(hours => ${life.absoluteHours}), now() + make_interval(mins => ${life.idleMinutes}))
          WHERE id = ${row.id}`,
      );
    }
    if (row.principal === 'applicant') return { kind: 'applicant', email: row.applicant, sessionId: row.id };
    return {
      kind: 'staff',
      userId: row.user_id,
      email: row.email,
      permissions: permissionsOf(row.roles),
      sessionId: row.id,
      scope: row.scope,
    };
  }

  async revoke(sessionId: string, why: string): Promise<void> {
    await this.pool.query(sql`UPDATE sessions SET revoked_at = now(), revoked_why = ${why} WHERE id = ${sessionId} AND revoked_at IS NULL`);
  }

  async revokeAllOfStaff(userId: string, why: string, session: Pick<pg.Pool, 'query'> = this.pool): Promise<void> {
    await session.query(
      sql`UPDATE sessions SET revoked_at = now(), revoked_why = ${why} WHERE staff_user_id = ${userId} AND revoked_at IS NULL`,
    );
  }

  /** Every other session of a member of staff (after a password or second-factor change): the caller's own stays. */
  async revokeOthersOfStaff(
    userId: string,
    keepSessionId: string,
    why: string,
    session: Pick<pg.Pool, 'query'> = this.pool,
  ): Promise<number> {
    const { rowCount } = await session.query(
      sql`UPDATE sessions SET revoked_at = now(), revoked_why = ${why} WHERE staff_user_id = ${userId} AND id <> ${keepSessionId} AND revoked_at IS NULL`,
    );
    return rowCount ?? 0;
  }

  async revokeAllOfApplicant(email: string, why: string, session: Pick<pg.Pool, 'query'> = this.pool): Promise<void> {
    await session.query(
      sql`UPDATE sessions SET revoked_at = now(), revoked_why = ${why} WHERE applicant = ${email.toLowerCase()} AND revoked_at IS NULL`,
    );
  }
}
