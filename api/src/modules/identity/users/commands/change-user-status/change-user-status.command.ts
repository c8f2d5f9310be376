import { Command } from '@nestjs/cqrs';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';

/** Activate or deactivate a staff account, with a reason, at the version the admin saw; deactivation ends its sessions. */
export class ChangeUserStatusCommand extends Command<StaffUserRow> {
  constructor(
    readonly id: string,
    readonly status: 'active' | 'inactive',
    readonly reason: string,
    readonly version: number,
    readonly actor: string,
  ) {
    super();
  }
}
