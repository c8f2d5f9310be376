import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { ActivityRow } from './activity-view.js';
import { ActivitySearchIndex, type RankedActivity } from './activity-search.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

interface IndexRow {
  id: string;
  level: ActivityRow['level'];
  position: number;
  selectable: boolean;
  labels: Array<string | null>;
  synonyms: Record<string, string[]>;
}

/**
 * The activities' search index, shared by SearchActivities and SearchActivityHierarchy: built
 * from the table on the first search and kept, since the rows change only with a migration,
 * which a deployment follows with a restart.
 */
@Injectable()
export class ActivityRanking {
  private index?: Promise<ActivitySearchIndex>;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The ranked matches of a search (see ActivitySearchIndex), optionally only (un)selectable ones. */
  async rank(search: string, selectable?: boolean): Promise<RankedActivity[]> {
    return (await this.searchIndex()).search(search, { selectable });
  }

  private searchIndex(): Promise<ActivitySearchIndex> {
    this.index ??= this.loadIndex().catch((error: unknown) => {
      this.index = undefined; // a database outage must not leave a failed index behind
      throw error;
    });
    return this.index;
  }

  private async loadIndex(): Promise<ActivitySearchIndex> {
    const { rows } = await this.pool.query<IndexRow>(
      sql`SELECT id, level, position, selectable, ARRAY[label_ckb, label_en, label_ar, label_kmr] AS labels, synonyms
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
}
