import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/http/principal.js';
import type { staffUserAttributes } from '../../../users/staff-users.repository.js';
import type { applicantProfile } from '../../applicant-profile.js';

/** The caller's account as it is shown: a member of staff's attributes (never a secret) or an applicant's profile. */
export type SelfView = ReturnType<typeof staffUserAttributes> | Awaited<ReturnType<typeof applicantProfile>>;

/** The signed-in user's own account. */
export class GetSelfQuery extends Query<SelfView> {
  constructor(readonly caller: Principal) {
    super();
  }
}
