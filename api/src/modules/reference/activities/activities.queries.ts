import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../tokens.js';
import type { ActivityRow } from './activity-view.js';
import { searchWords } from './search-key.js';

const COLUMNS = `a.id, a.level, a.parent_id, a.selectable, a.label_en, a.label_ar, a.label_ckb, a.label_kmr,
  EXISTS (SELECT 1 FROM activities c WHERE c.parent_id = a.id) AS has_children`;

/** A query folded into words: all must occur in some label, or a single word may start the code. */
interface Match {
  /** Uses $1 (the code prefix, or null) and $2… (one pattern per word). */
  sql: string;
  params: unknown[];
}

function matchOf(search: string): Match | null {
  const words = searchWords(search);
  if (!words.length) return null;
  const code = words.length === 1 && /^(?:[a-z]|\d+)$/.test(words[0]!) ? words[0]! : null;
  // One LIKE per word (not LIKE ALL of an array), so that the trigram index can serve them.
  // searchWords keeps letters and digits only, so no LIKE wildcard can come from the reader.
  const labels = words.map((_, i) => `a.search_key LIKE $${i + 2}`).join(' AND ');
  return {
    sql: `((${labels}) OR ($1::text IS NOT NULL AND lower(a.id) LIKE $1 || '%'))`,
    params: [code, ...words.map((w) => `%${w}%`)],
  };
}

/** Read side of the ISIC activities; every list is in the published ISIC order. */
@Injectable()
export class ActivityQueries {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async exists(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM activities WHERE id = $1', [id]);
    return rowCount === 1;
  }

  /** The children of a node; null: the sections. */
  async children(parentId: string | null): Promise<ActivityRow[]> {
    const { rows } = await this.pool.query<ActivityRow>(
      `SELECT ${COLUMNS} FROM activities a WHERE a.parent_id IS NOT DISTINCT FROM $1 ORDER BY a.position`,
      [parentId],
    );
    return rows;
  }

  async byId(id: string): Promise<ActivityRow | undefined> {
    const { rows } = await this.pool.query<ActivityRow>(`SELECT ${COLUMNS} FROM activities a WHERE a.id = $1`, [id]);
    return rows[0];
  }

  /** The known ones of these ids, in the order asked for. */
  async byIds(ids: readonly string[]): Promise<ActivityRow[]> {
    if (!ids.length) return [];
    const { rows } = await this.pool.query<ActivityRow>(`SELECT ${COLUMNS} FROM activities a WHERE a.id = ANY ($1::text[])`, [ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async all(): Promise<ActivityRow[]> {
    const { rows } = await this.pool.query<ActivityRow>(`SELECT ${COLUMNS} FROM activities a ORDER BY a.position`);
    return rows;
  }

  /** Flat matches; an exact code first, then the ISIC order. */
  async search(search: string, selectable?: boolean): Promise<ActivityRow[]> {
    const match = matchOf(search);
    if (!match) return [];
    const selectableParam = match.params.length + 1;
    const { rows } = await this.pool.query<ActivityRow>(
      `SELECT ${COLUMNS} FROM activities a
        WHERE ${match.sql} AND ($${selectableParam}::boolean IS NULL OR a.selectable = $${selectableParam})
        ORDER BY lower(a.id) = $1 DESC NULLS LAST, a.position`,
      [...match.params, selectable ?? null],
    );
    return rows;
  }

  /** Matches and every ancestor of a match, in tree order, each saying whether it matched itself. */
  async hierarchySearch(search: string): Promise<Array<ActivityRow & { matched: boolean }>> {
    const match = matchOf(search);
    if (!match) return [];
    const { rows } = await this.pool.query<ActivityRow & { matched: boolean }>(
      `WITH RECURSIVE matched AS (
         SELECT a.id FROM activities a WHERE ${match.sql}
       ), tree AS (
         SELECT id, parent_id FROM activities WHERE id IN (SELECT id FROM matched)
         UNION
         SELECT p.id, p.parent_id FROM activities p JOIN tree t ON p.id = t.parent_id
       )
       SELECT ${COLUMNS}, a.id IN (SELECT id FROM matched) AS matched
         FROM activities a WHERE a.id IN (SELECT id FROM tree)
        ORDER BY a.position`,
      match.params,
    );
    return rows;
  }
}
