import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApplicationEntity } from '../../../applications/projections/application.entity.js';
import { UsersService } from '../../../identity/users/users.service.js';
import type { StaffUserRow } from '../../../identity/users/staff-users.repository.js';
import { ReviewStaffQuery, StateCountsQuery, type StateCount } from './review-figures.queries.js';

@QueryHandler(StateCountsQuery)
export class StateCountsHandler implements IQueryHandler<StateCountsQuery> {
  constructor(@InjectRepository(ApplicationEntity) private readonly applications: Repository<ApplicationEntity>) {}

  async execute(): Promise<StateCount[]> {
    const rows = await this.applications
      .createQueryBuilder('a')
      .select('a.kind', 'kind')
      .addSelect('a.status', 'status')
      .addSelect('count(*)', 'count')
      .where('a.status IS NOT NULL')
      .groupBy('a.kind')
      .addGroupBy('a.status')
      .orderBy('a.kind')
      .addOrderBy('a.status')
      .getRawMany<{ kind: string; status: string; count: string }>();
    return rows.map((r) => ({ id: `${r.kind}:${r.status}`, kind: r.kind, status: r.status, count: Number(r.count) }));
  }
}

@QueryHandler(ReviewStaffQuery)
export class ReviewStaffHandler implements IQueryHandler<ReviewStaffQuery> {
  constructor(private readonly users: UsersService) {}

  async execute({ filter }: ReviewStaffQuery): Promise<{ rows: StaffUserRow[]; total: number }> {
    if (filter.ids) {
      // An id that names nobody is left out, as react-admin's getMany expects.
      const found = await Promise.all(filter.ids.map((id) => this.users.get(id).catch(() => undefined)));
      const rows = found.filter((u): u is StaffUserRow => u !== undefined);
      return { rows, total: rows.length };
    }
    // Without ids the controller always reads a page.
    return this.users.list({ role: filter.role, status: 'active', search: filter.search, sortBy: 'first_name', order: 'asc' }, filter.page!);
  }
}
