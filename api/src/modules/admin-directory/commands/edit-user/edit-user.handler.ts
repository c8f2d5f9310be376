import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid } from '@registry/domain/shared/domain-error';
import { AdminDirectoryCodes } from '@registry/domain/admin-directory/messages';
import { StaffUsers, type StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import type { UpdateUserDto } from '#src/modules/identity/users/commands/update-user/update-user.request.dto';
import { StaffProfileChanges } from '#src/modules/identity/users/staff-profile-changes';
import { staleUnlessCommitted } from '#src/shared/idempotency/idempotency-context';
import { userRecord, type UserRecord } from '#src/modules/admin-directory/user-records';
import { EDITABLE } from './edit-user.request.dto.js';
import { EditUserCommand } from './edit-user.command.js';

const same = (a: unknown, b: unknown) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : a) === JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

@CommandHandler(EditUserCommand)
export class EditUserHandler implements ICommandHandler<EditUserCommand> {
  constructor(
    private readonly users: StaffUsers,
    private readonly profiles: StaffProfileChanges,
  ) {}

  async execute({ id, edit, actor }: EditUserCommand): Promise<StaffUserRow> {
    const stored = await this.users.existing(id);
    // Compared as the back office shows them (dates as dates), so an unchanged record writes nothing.
    const current = userRecord(stored);
    const changes: Record<string, unknown> = {};
    for (const field of EDITABLE) {
      if (field === 'version' || !Object.hasOwn(edit, field)) continue;
      const value = (edit as unknown as Record<string, unknown>)[field];
      if (value !== undefined && !same(value, current[field as keyof UserRecord])) changes[field] = value;
    }
    if (!Object.keys(changes).length) {
      // Nothing to change: a retry of an edit that committed (answered as it stands), or a stale version.
      if (edit.version !== current.version) staleUnlessCommitted(current.version);
      return stored;
    }
    try {
      return await this.profiles.update(id, { ...changes, version: edit.version } as UpdateUserDto, actor);
    } catch (error) {
      // The only unique column an edit can touch is the username.
      if ((error as { code?: string }).code === '23505') throw invalid({ code: AdminDirectoryCodes.usernameTaken, field: 'username' });
      throw error;
    }
  }
}
