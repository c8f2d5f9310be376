import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';

export interface StateCount {
  id: string;
  kind: string;
  status: string;
  count: number;
}

/** Applications per kind and workflow state, from the read model (one row per pair): the dashboard's figures. */
export class StateCountsQuery extends Query<StateCount[]> {}

/** Active staff by name, optionally of one role (whom to assign), or the staff with the given ids (react-admin's getMany). */
export class ReviewStaffQuery extends Query<{ rows: StaffUserRow[]; total: number }> {
  constructor(readonly filter: { ids?: string[]; role?: string; search?: string; page?: Page }) {
    super();
  }
}
