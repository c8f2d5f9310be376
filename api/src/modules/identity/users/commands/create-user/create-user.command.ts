import { Command } from '@nestjs/cqrs';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import type { CreateUserDto } from './create-user.request.dto.js';

/** Create a staff account with roles and an initial password (the password policy applies). */
export class CreateUserCommand extends Command<StaffUserRow> {
  constructor(
    readonly user: CreateUserDto,
    readonly actor: string,
  ) {
    super();
  }
}
