import { Query } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { staffUserAttributes } from '#src/modules/identity/users/staff-users.repository';
import type { applicantProfile } from '#src/modules/identity/self/applicant-profile';

/** The caller's account as it is shown: a member of staff's attributes (never a secret) or an applicant's profile. */
export type SelfView = ReturnType<typeof staffUserAttributes> | Awaited<ReturnType<typeof applicantProfile>>;

/** The signed-in user's own account. */
export class GetSelfQuery extends Query<SelfView> {
  constructor(readonly caller: Principal) {
    super();
  }
}
