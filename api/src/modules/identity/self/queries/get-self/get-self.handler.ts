import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../../tokens.js';
import type { Principal } from '../../../../../shared/http/principal.js';
import { staffUserAttributes } from '../../../users/staff-users.repository.js';
import { UsersService } from '../../../users/users.service.js';
import { applicantProfile } from '../../applicant-profile.js';
import { GetSelfQuery, type SelfView } from './get-self.query.js';

/** The caller's view (UpdateSelf answers with it too). */
export async function selfView(pool: pg.Pool, users: UsersService, caller: Principal): Promise<SelfView> {
  if (caller.kind === 'staff') return staffUserAttributes(await users.get(caller.userId));
  return applicantProfile(pool, caller.email);
}

@QueryHandler(GetSelfQuery)
export class GetSelfHandler implements IQueryHandler<GetSelfQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: UsersService,
  ) {}

  execute({ caller }: GetSelfQuery): Promise<SelfView> {
    return selfView(this.pool, this.users, caller);
  }
}
