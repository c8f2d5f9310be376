import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UsersService } from '#src/modules/identity/users/users.service';
import { ChangeOwnPasswordCommand } from './change-own-password.command.js';

@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPasswordCommand> {
  constructor(private readonly users: UsersService) {}

  execute({ userId, sessionId, currentPassword, newPassword }: ChangeOwnPasswordCommand): Promise<void> {
    return this.users.changeOwnPassword(userId, sessionId, currentPassword, newPassword);
  }
}
