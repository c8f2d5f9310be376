import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import type { UserFilter } from './list-users.request.dto.js';

/** Staff accounts, filtered (search, role, status), sorted, a page at a time, with the total. */
export class ListUsersQuery extends Query<{ rows: StaffUserRow[]; total: number }> {
  constructor(
    readonly filter: UserFilter,
    readonly page: Page,
  ) {
    super();
  }
}
