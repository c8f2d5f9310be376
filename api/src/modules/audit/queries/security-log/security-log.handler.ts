import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { staffEmailById, staffIdByEmail } from '#src/modules/audit/staff-names';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';
import type { DerivedSecurityKind, SecurityKind } from '@registry/domain/identity/security-kinds';
import { ListSecurityLogQuery, type SecurityLogEntry } from './security-log.query.js';

interface Row {
  id: string;
  at: Date;
  event: string;
  actor: string | null;
  actor_name: string | null;
  subject: string | null;
  subject_name: string | null;
  ip: string | null;
  details: Record<string, unknown>;
  total: string;
}

const DERIVED: Record<DerivedSecurityKind, string> = {
  'sign-in.locked-out': `(event = 'sign-in.failed' AND (details->>'locked') = 'true')`,
  'user.roles-changed': `(event = 'user.updated' AND details->'changed' ? 'roles')`,
  'user.totp-changed': `(event = 'user.updated' AND details->'changed' ? 'totp_required')`,
};

/**
 * Rows of `security_log` (append-only, written by `SecurityLog.record`). A user is matched
 * wherever they appear: as actor or subject by staff reference, by the e-mail a failed sign-in
 * tried, or as the applicant of that e-mail. Names of staff come from `staff_users`.
 */
@QueryHandler(ListSecurityLogQuery)
export class ListSecurityLogHandler implements IQueryHandler<ListSecurityLogQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filter, page }: ListSecurityLogQuery): Promise<{ rows: SecurityLogEntry[]; total: number }> {
    const references = filter.user ? await this.referencesOf(filter.user) : null;
    const { from, until } = filter.range;
    const stored = filter.kinds.filter((k) => !(k in DERIVED));
    const derived = filter.kinds.flatMap((k) => (k in DERIVED ? [DERIVED[k as keyof typeof DERIVED]] : []));
    // The stored kinds' list is always sent (empty without a filter), so PostgreSQL always knows its type.
    const kindCondition =
      filter.kinds.length === 0
        ? sql`cardinality(${stored}::text[]) = 0`
        : Sql.join([sql`event = ANY(${stored}::text[])`, ...derived.map((condition) => Sql.raw(condition))], ' OR ');
    const { rows } = await this.pool.query<Row>(
      sql`SELECT l.id::text AS id, l.at, l.event, l.actor, l.subject, l.ip, l.details,
              nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') AS actor_name,
              coalesce(nullif(trim(concat_ws(' ', s.first_name, s.last_name)), ''), s.email) AS subject_name,
              count(*) OVER () AS total
         FROM security_log l
         LEFT JOIN staff_users a ON 'staff:' || a.id::text = l.actor
         LEFT JOIN staff_users s ON 'staff:' || s.id::text = l.subject
        WHERE (${from}::timestamptz IS NULL OR l.at >= ${from})
          AND (${until}::timestamptz IS NULL OR l.at < ${until})
          AND (${references}::text[] IS NULL OR l.actor = ANY(${references}) OR lower(l.subject) = ANY(${references}))
          AND (${kindCondition})
        ORDER BY l.at DESC, l.id DESC
        LIMIT ${page.size} OFFSET ${page.offset}`,
    );
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      rows: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        event: r.event,
        actor: r.actor,
        actorName: r.actor_name,
        subject: r.subject,
        subjectName: r.subject_name,
        ip: r.ip,
        details: r.details,
      })),
    };
  }

  /** Every way the log names this user: `staff:<id>`, the e-mail (tried or applicant's), `applicant:<e-mail>`. */
  private async referencesOf(user: string): Promise<string[]> {
    const email = user.includes('@') ? user.toLowerCase() : await staffEmailById(this.pool, user);
    const staffId = user.includes('@') ? await staffIdByEmail(this.pool, user) : user;
    return [...(staffId ? [`staff:${staffId}`] : []), ...(email ? [email.toLowerCase(), `applicant:${email.toLowerCase()}`] : [])];
  }
}

export type { SecurityKind };
