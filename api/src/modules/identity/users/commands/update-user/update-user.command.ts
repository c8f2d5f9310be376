import { Command } from '@nestjs/cqrs';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import type { UpdateUserDto } from './update-user.request.dto.js';

/** Write the given profile fields of a staff account at the version the admin saw (409 stale-version otherwise). */
export class UpdateUserCommand extends Command<StaffUserRow> {
  constructor(
    readonly id: string,
    readonly change: UpdateUserDto,
    readonly actor: string,
  ) {
    super();
  }
}
