import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UsersService } from '#src/modules/identity/users/users.service';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { UpdateUserCommand } from './update-user.command.js';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(private readonly users: UsersService) {}

  execute({ id, change, actor }: UpdateUserCommand): Promise<StaffUserRow> {
    return this.users.update(id, change, actor);
  }
}
