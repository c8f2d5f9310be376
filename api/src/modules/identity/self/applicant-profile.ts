import type pg from 'pg';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** An applicant's profile row, made on first use (version 0, spec §3). */
export async function applicantProfile(pool: Pick<pg.Pool, 'query'>, email: string) {
  await pool.query(sql`INSERT INTO applicants (email) VALUES (${email}) ON CONFLICT (email) DO NOTHING`);
  const { rows } = await pool.query(sql`SELECT * FROM applicants WHERE email = ${email}`);
  const a = rows[0];
  return {
    id: a.email,
    email: a.email,
    name: a.email,
    locale: a.locale,
    roles: ['applicant'],
    status: 'active',
    version: a.version,
    created_at: a.created_at.toISOString(),
  };
}
