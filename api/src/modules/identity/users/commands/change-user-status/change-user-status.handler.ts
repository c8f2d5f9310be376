import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UsersService } from '#src/modules/identity/users/users.service';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { ChangeUserStatusCommand } from './change-user-status.command.js';

@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<ChangeUserStatusCommand> {
  constructor(private readonly users: UsersService) {}

  execute({ id, status, reason, version, actor }: ChangeUserStatusCommand): Promise<StaffUserRow> {
    return this.users.setStatus(id, status, reason, version, actor);
  }
}
