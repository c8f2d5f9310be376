import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StaffUsers, type StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { ListUsersQuery } from './list-users.query.js';

/** The page query is StaffUsers', which the back office's review staff list shares. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly users: StaffUsers) {}

  execute({ filter, page }: ListUsersQuery): Promise<{ rows: StaffUserRow[]; total: number }> {
    return this.users.page(filter, page);
  }
}
