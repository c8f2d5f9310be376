import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UsersService } from '../../users.service.js';
import type { StaffUserRow } from '../../staff-users.repository.js';
import { UpdateUserCommand } from './update-user.command.js';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(private readonly users: UsersService) {}

  execute({ id, change, actor }: UpdateUserCommand): Promise<StaffUserRow> {
    return this.users.update(id, change, actor);
  }
}
