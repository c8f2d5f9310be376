import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UsersService } from '#src/modules/identity/users/users.service';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { GetUserQuery } from './get-user.query.js';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly users: UsersService) {}

  execute({ id }: GetUserQuery): Promise<StaffUserRow> {
    return this.users.get(id);
  }
}
