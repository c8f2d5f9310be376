import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { Principal } from '#src/shared/http/principal';
import { StaffUsers, staffUserAttributes } from '#src/modules/identity/users/staff-users.repository';
import { applicantProfile } from '#src/modules/identity/self/applicant-profile';
import { GetSelfQuery, type SelfView } from './get-self.query.js';

/** The caller's view (UpdateSelf answers with it too). */
export async function selfView(pool: pg.Pool, users: StaffUsers, caller: Principal): Promise<SelfView> {
  if (caller.kind === 'staff') return staffUserAttributes(await users.existing(caller.userId));
  return applicantProfile(pool, caller.email);
}

@QueryHandler(GetSelfQuery)
export class GetSelfHandler implements IQueryHandler<GetSelfQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
  ) {}

  execute({ caller }: GetSelfQuery): Promise<SelfView> {
    return selfView(this.pool, this.users, caller);
  }
}
