import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { rmApplications } from '#src/modules/applications/projections/applications.table';
import { StaffUsers, type StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { ReviewStaffQuery, StateCountsQuery, type StateCount } from './review-figures.queries.js';

@QueryHandler(StateCountsQuery)
export class StateCountsHandler implements IQueryHandler<StateCountsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute(): Promise<StateCount[]> {
    const rows = await selectAs<{ kind: string; status: string; count: string }>(
      this.pool,
      sql`SELECT a.kind, a.status, count(*) AS count FROM ${rmApplications.as('a')} WHERE a.status IS NOT NULL GROUP BY a.kind, a.status ORDER BY a.kind ASC, a.status ASC`,
    );
    return rows.map((r) => ({ id: `${r.kind}:${r.status}`, kind: r.kind, status: r.status, count: Number(r.count) }));
  }
}

@QueryHandler(ReviewStaffQuery)
export class ReviewStaffHandler implements IQueryHandler<ReviewStaffQuery> {
  constructor(private readonly users: StaffUsers) {}

  async execute({ filter }: ReviewStaffQuery): Promise<{ rows: StaffUserRow[]; total: number }> {
    if (filter.ids) {
      // An id that names nobody is left out, as react-admin's getMany expects.
      const found = await Promise.all(filter.ids.map((id) => this.users.existing(id).catch(() => undefined)));
      const rows = found.filter((u): u is StaffUserRow => u !== undefined);
      return { rows, total: rows.length };
    }
    // Without ids the controller always reads a page.
    return this.users.page(
      { role: filter.role, status: 'active', search: filter.search, sortBy: 'first_name', order: 'asc' },
      filter.page!,
    );
  }
}
