import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UsersService } from '#src/modules/identity/users/users.service';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { ListUsersQuery } from './list-users.query.js';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly users: UsersService) {}

  execute({ filter, page }: ListUsersQuery): Promise<{ rows: StaffUserRow[]; total: number }> {
    return this.users.list(filter, page);
  }
}
