import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UsersService } from '../../users.service.js';
import type { StaffUserRow } from '../../staff-users.repository.js';
import { CreateUserCommand } from './create-user.command.js';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(private readonly users: UsersService) {}

  execute({ user, actor }: CreateUserCommand): Promise<StaffUserRow> {
    return this.users.create(user, actor);
  }
}
