import { Command } from '@nestjs/cqrs';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import type { UpdateUserDto } from '#src/modules/identity/users/commands/update-user/update-user.request.dto';

/**
 * Save the back office's edited record of a staff account at the version the admin saw: only the
 * fields that differ from the stored ones are written (through the v1 UpdateUser); with none, the
 * account is answered as it is, or 409 stale-version if the admin saw an older version.
 */
export class EditUserCommand extends Command<StaffUserRow> {
  constructor(
    readonly id: string,
    readonly edit: UpdateUserDto,
    readonly actor: string,
  ) {
    super();
  }
}
