import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UsersService } from '#src/modules/identity/users/users.service';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { CreateUserCommand } from './create-user.command.js';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(private readonly users: UsersService) {}

  execute({ user, actor }: CreateUserCommand): Promise<StaffUserRow> {
    return this.users.create(user, actor);
  }
}
