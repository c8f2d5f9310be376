import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { activitiesByIds } from '#src/modules/reference/activities/activities.table';
import { ActivityRanking } from '#src/modules/reference/activities/activity-ranking';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { SearchActivitiesQuery } from './search-activities.query.js';

@QueryHandler(SearchActivitiesQuery)
export class SearchActivitiesHandler implements IQueryHandler<SearchActivitiesQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly ranking: ActivityRanking,
  ) {}

  /** Flat matches, best first (an exact code, then whole words, then word starts; classes before their groups). */
  async execute({ search, selectable }: SearchActivitiesQuery): Promise<ActivityRow[]> {
    const ranked = await this.ranking.rank(search, selectable);
    return activitiesByIds(
      this.pool,
      ranked.map((r) => r.id),
    );
  }
}
