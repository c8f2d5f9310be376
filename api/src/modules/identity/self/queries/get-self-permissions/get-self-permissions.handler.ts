import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ROLES } from '@registry/domain/identity/permissions';
import { StaffUsers } from '#src/modules/identity/users/staff-users.repository';
import { GetSelfPermissionsQuery, type SelfPermissions } from './get-self-permissions.query.js';

@QueryHandler(GetSelfPermissionsQuery)
export class GetSelfPermissionsHandler implements IQueryHandler<GetSelfPermissionsQuery> {
  constructor(private readonly users: StaffUsers) {}

  async execute({ caller }: GetSelfPermissionsQuery): Promise<SelfPermissions> {
    if (caller.kind === 'applicant') return { kind: 'applicant', roles: ['applicant'], permissions: [] };
    const user = await this.users.existing(caller.userId);
    return {
      kind: 'staff',
      roles: user.roles.filter((r) => (ROLES as readonly string[]).includes(r)),
      permissions: caller.scope === 'full' ? [...caller.permissions].sort() : [],
      scope: caller.scope,
    };
  }
}
