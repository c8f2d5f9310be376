import type pg from 'pg';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Staff members' display names by id (first and last name), for the actors an auditor reads. */
export async function staffNames(pool: pg.Pool, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (wanted.length === 0) return new Map();
  const { rows } = await pool.query<{ id: string; name: string | null; email: string }>(
    sql`SELECT id::text AS id, nullif(trim(concat_ws(' ', first_name, last_name)), '') AS name, email FROM staff_users WHERE id = ANY(${wanted}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name ?? r.email]));
}

/** A staff member found by e-mail (case-insensitive), if one has it. */
export async function staffIdByEmail(pool: pg.Pool, email: string): Promise<string | null> {
  const { rows } = await pool.query<{ id: string }>(sql`SELECT id::text AS id FROM staff_users WHERE lower(email) = lower(${email})`);
  return rows[0]?.id ?? null;
}

/** A staff member's e-mail by id, if the id is one. */
export async function staffEmailById(pool: pg.Pool, id: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await pool.query<{ email: string }>(sql`SELECT email FROM staff_users WHERE id = ${id}::uuid`);
  return rows[0]?.email ?? null;
}

/** Event metadata's actor with a readable name: staff by name, applicants by their e-mail (the id they act under). */
export interface NamedActor {
  kind: string;
  id: string | null;
  name: string | null;
}

export function namedActor(
  actor: { kind?: string; id?: string; email?: string } | null | undefined,
  names: Map<string, string>,
): NamedActor | null {
  if (!actor) return null;
  const id = actor.id ?? actor.email ?? null;
  if (actor.kind === 'applicant') return { kind: 'applicant', id, name: id };
  return { kind: actor.kind ?? 'staff', id, name: (id && names.get(id)) ?? null };
}
