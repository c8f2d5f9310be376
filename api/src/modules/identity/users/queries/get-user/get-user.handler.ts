import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StaffUsers, type StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { GetUserQuery } from './get-user.query.js';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly users: StaffUsers) {}

  execute({ id }: GetUserQuery): Promise<StaffUserRow> {
    return this.users.existing(id);
  }
}
