import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { ActivityRow } from './activity-view.js';
import { ActivitySearchIndex, type RankedActivity } from './activity-search.js';

const COLUMNS = `a.id, a.level, a.parent_id, a.selectable, a.label_en, a.label_ar, a.label_ckb, a.label_kmr,
  EXISTS (SELECT 1 FROM activities c WHERE c.parent_id = a.id) AS has_children`;

interface IndexRow {
  id: string;
  level: ActivityRow['level'];
  position: number;
  selectable: boolean;
  labels: Array<string | null>;
  synonyms: Record<string, string[]>;
}

/**
 * Read side of the ISIC activities; lists are in the published ISIC order, searches best match
 * first. The search index is built from the table on the first search and kept: the rows change
 * only with a migration, which a deployment follows with a restart.
 */
@Injectable()
export class ActivityQueries {
  private index?: Promise<ActivitySearchIndex>;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  private searchIndex(): Promise<ActivitySearchIndex> {
    this.index ??= this.loadIndex().catch((error: unknown) => {
      this.index = undefined; // a database outage must not leave a failed index behind
      throw error;
    });
    return this.index;
  }

  private async loadIndex(): Promise<ActivitySearchIndex> {
    const { rows } = await this.pool.query<IndexRow>(
      `SELECT id, level, position, selectable, ARRAY[label_ckb, label_en, label_ar, label_kmr] AS labels, synonyms
         FROM activities ORDER BY position`,
    );
    return new ActivitySearchIndex(
      rows.map((r) => ({
        id: r.id,
        level: r.level,
        position: r.position,
        selectable: r.selectable,
        labels: r.labels.filter((l): l is string => !!l),
        synonyms: Object.values(r.synonyms).flat(),
      })),
    );
  }

  /** The ranked matches of a search (see ActivitySearchIndex), optionally only (un)selectable ones. */
  async rank(search: string, selectable?: boolean): Promise<RankedActivity[]> {
    return (await this.searchIndex()).search(search, { selectable });
  }

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

  /** Flat matches, best first (an exact code, then whole words, then word starts; classes before their groups). */
  async search(search: string, selectable?: boolean): Promise<ActivityRow[]> {
    const ranked = await this.rank(search, selectable);
    return this.byIds(ranked.map((r) => r.id));
  }

  /**
   * Matches and every ancestor of a match, each saying whether it matched itself, as a tree
   * whose branches come in the order of their best match (ISIC order among equals), so that the
   * best class is the first one shown and its section, division and group above it.
   */
  async hierarchySearch(search: string): Promise<Array<ActivityRow & { matched: boolean }>> {
    const ranked = await this.rank(search);
    if (!ranked.length) return [];
    const scores = new Map(ranked.map((r) => [r.id, r.score]));
    const { rows } = await this.pool.query<ActivityRow & { position: number }>(
      `WITH RECURSIVE tree AS (
         SELECT id, parent_id FROM activities WHERE id = ANY ($1::text[])
         UNION
         SELECT p.id, p.parent_id FROM activities p JOIN tree t ON p.id = t.parent_id
       )
       SELECT ${COLUMNS}, a.position FROM activities a WHERE a.id IN (SELECT id FROM tree)`,
      [[...scores.keys()]],
    );
    return inRelevanceOrder(rows, scores).map(({ position: _position, ...row }) => ({ ...row, matched: scores.has(row.id) }));
  }
}

/** Depth first, siblings by the best score in their subtree, then by ISIC position. */
function inRelevanceOrder<T extends { id: string; parent_id: string | null; position: number }>(
  rows: readonly T[],
  scores: ReadonlyMap<string, number>,
): T[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string | null, T[]>();
  for (const row of rows) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const best = new Map<string, number>();
  const bestOf = (row: T): number => {
    const known = best.get(row.id);
    if (known !== undefined) return known;
    const value = Math.max(scores.get(row.id) ?? 0, ...(children.get(row.id) ?? []).map(bestOf));
    best.set(row.id, value);
    return value;
  };
  const out: T[] = [];
  const visit = (parent: string | null) => {
    const siblings = [...(children.get(parent) ?? [])].sort((a, b) => bestOf(b) - bestOf(a) || a.position - b.position);
    for (const row of siblings) {
      out.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return out;
}
