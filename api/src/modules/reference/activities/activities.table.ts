import type pg from 'pg';
import type { ActivityRow } from './activity-view.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

/** An activity as its queries read it (`a` the activity), and whether it has children. */
export const ACTIVITY_COLUMNS = `a.id, a.level, a.parent_id, a.selectable, a.label_en, a.label_ar, a.label_ckb, a.label_kmr,
  EXISTS (SELECT 1 FROM activities c WHERE c.parent_id = a.id) AS has_children`;

/** The known ones of these ids, in the order asked for (ListActivities, and SearchActivities' ranked matches). */
export async function activitiesByIds(pool: pg.Pool, ids: readonly string[]): Promise<ActivityRow[]> {
  if (!ids.length) return [];
  const { rows } = await pool.query<ActivityRow>(
    sql`SELECT ${Sql.raw(ACTIVITY_COLUMNS)} FROM activities a WHERE a.id = ANY (${ids}::text[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
