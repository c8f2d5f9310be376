import type pg from 'pg';

/** An applicant's profile row, made on first use (version 0, spec §3). */
export async function applicantProfile(pool: Pick<pg.Pool, 'query'>, email: string) {
  await pool.query('INSERT INTO applicants (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email]);
  const { rows } = await pool.query('SELECT * FROM applicants WHERE email = $1', [email]);
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
