import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { ACTIVITY_COLUMNS } from '#src/modules/reference/activities/activities.table';
import { ActivityRanking } from '#src/modules/reference/activities/activity-ranking';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { SearchActivityHierarchyQuery } from './search-activity-hierarchy.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(SearchActivityHierarchyQuery)
export class SearchActivityHierarchyHandler implements IQueryHandler<SearchActivityHierarchyQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly ranking: ActivityRanking,
  ) {}

  /**
   * Matches and every ancestor of a match, each saying whether it matched itself, as a tree
   * whose branches come in the order of their best match (ISIC order among equals), so that the
   * best class is the first one shown and its section, division and group above it.
   */
  async execute({ search }: SearchActivityHierarchyQuery): Promise<Array<ActivityRow & { matched: boolean }>> {
    const ranked = await this.ranking.rank(search);
    if (!ranked.length) return [];
    // Words met first, then the score (below the code's 1000 + a word's few points): the best is the largest.
    const scores = new Map(ranked.map((r) => [r.id, r.matched * 10_000 + r.score]));
    const { rows } = await this.pool.query<ActivityRow & { position: number }>(
      sql`WITH RECURSIVE tree AS (
         SELECT id, parent_id FROM activities WHERE id = ANY (${[...scores.keys()]}::text[])
         UNION
         SELECT p.id, p.parent_id FROM activities p JOIN tree t ON p.id = t.parent_id
       )
       SELECT ${Sql.raw(ACTIVITY_COLUMNS)}, a.position FROM activities a WHERE a.id IN (SELECT id FROM tree)`,
    );
    return inRelevanceOrder(rows, scores).map(({ position: _position, ...row }) => ({ ...row, matched: scores.has(row.id) }));
  }
}

/** Depth first, siblings by the best match in their subtree (words met, then score), then by ISIC position. */
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
