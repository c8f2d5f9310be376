import { Query } from '@nestjs/cqrs';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';

/** One staff account by id (404 user.not-found). */
export class GetUserQuery extends Query<StaffUserRow> {
  constructor(readonly id: string) {
    super();
  }
}
