import { Query } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';

/** What the caller may do: its kind, roles and named permissions (they decide menus and buttons). */
export type SelfPermissions = {
  kind: 'applicant' | 'staff';
  roles: string[];
  permissions: string[];
  scope?: 'full' | 'totp-enrollment';
};

export class GetSelfPermissionsQuery extends Query<SelfPermissions> {
  constructor(readonly caller: Principal) {
    super();
  }
}
