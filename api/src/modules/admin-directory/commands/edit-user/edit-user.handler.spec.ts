import 'reflect-metadata';
import { DomainError } from '@registry/domain/shared/domain-error';
import type { StaffUserRow, StaffUsers } from '#src/modules/identity/users/staff-users.repository';
import type { StaffProfileChanges } from '#src/modules/identity/users/staff-profile-changes';
import type { UpdateUserDto } from '#src/modules/identity/users/commands/update-user/update-user.request.dto';
import { EditUserCommand } from './edit-user.command.js';
import { EditUserHandler } from './edit-user.handler.js';

const stored: StaffUserRow = {
  id: 'u1',
  email: 'a@registry.test',
  username: 'ala',
  first_name: 'Ala',
  last_name: 'Aziz',
  locale: 'ckb',
  notification_channel: 'in_app',
  roles: ['reviewer', 'cashier'],
  status: 'active',
  status_reason: null,
  password_hash: 'x',
  totp_required: false,
  totp_secret: null,
  totp_pending_secret: null,
  totp_enabled_at: null,
  totp_last_step: null,
  phone_number: null,
  sex_at_birth: null,
  // pg reads a `date` column as local midnight: the record shows it as the same calendar date.
  date_of_birth: new Date(1990, 4, 17) as unknown as string,
  accounting_unit: null,
  image: null,
  version: 3,
  created_at: new Date(0),
  updated_at: new Date(0),
};

/** StaffUsers that answer the stored row, and StaffProfileChanges that record the updates asked of them. */
function usersWith(
  update: (id: string, change: UpdateUserDto) => Promise<StaffUserRow> = async () => ({ ...stored, version: stored.version + 1 }),
) {
  const updates: Array<{ id: string; change: UpdateUserDto; actor: string }> = [];
  const users = {
    existing: async (id: string) => (id === stored.id ? stored : Promise.reject(new DomainError('not-found', { code: 'user.not-found' }))),
  } as unknown as StaffUsers;
  const profiles = {
    update: async (id: string, change: UpdateUserDto, actor: string) => {
      updates.push({ id, change, actor });
      return update(id, change);
    },
  } as unknown as StaffProfileChanges;
  return { handler: new EditUserHandler(users, profiles), updates };
}

const edit = (fields: Partial<UpdateUserDto>) => new EditUserCommand('u1', { version: 3, ...fields } as UpdateUserDto, 'staff:admin');

it('writes only the fields that differ from the stored ones (roles in any order and the same date count as unchanged)', async () => {
  const { handler, updates } = usersWith();
  await handler.execute(edit({ first_name: 'Ala', roles: ['cashier', 'reviewer'], date_of_birth: '1990-05-17', last_name: 'Rasul' }));
  expect(updates).toEqual([{ id: 'u1', change: { last_name: 'Rasul', version: 3 }, actor: 'staff:admin' }]);
});

it('answers the stored account without writing when nothing changed at the current version', async () => {
  const { handler, updates } = usersWith();
  await expect(handler.execute(edit({ first_name: 'Ala' }))).resolves.toBe(stored);
  expect(updates).toEqual([]);
});

it('refuses an unchanged record saved at an older version (409 stale-version with the current one)', async () => {
  const { handler, updates } = usersWith();
  const error = await handler.execute(edit({ version: 2, first_name: 'Ala' })).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind: 'conflict', problems: [{ code: 'stale-version' }], meta: { currentVersion: 3 } });
  expect(updates).toEqual([]);
});

it('names the username when the database refuses a taken one', async () => {
  const { handler } = usersWith(async () => Promise.reject(Object.assign(new Error('duplicate key'), { code: '23505' })));
  const error = await handler.execute(edit({ username: 'taken' })).catch((e: unknown) => e);
  expect(error).toMatchObject({ kind: 'invalid', problems: [{ code: 'user.username-taken', field: 'username' }] });
});
