import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffProfileChanges } from '#src/modules/identity/users/staff-profile-changes';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { UpdateUserCommand } from './update-user.command.js';

/** The change itself is StaffProfileChanges', which the back office's EditUser shares. */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(private readonly profiles: StaffProfileChanges) {}

  execute({ id, change, actor }: UpdateUserCommand): Promise<StaffUserRow> {
    return this.profiles.update(id, change, actor);
  }
}
