import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UsersService } from '../../users.service.js';
import type { StaffUserRow } from '../../staff-users.repository.js';
import { GetUserQuery } from './get-user.query.js';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly users: UsersService) {}

  execute({ id }: GetUserQuery): Promise<StaffUserRow> {
    return this.users.get(id);
  }
}
