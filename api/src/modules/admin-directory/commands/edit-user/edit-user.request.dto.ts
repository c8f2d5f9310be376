import { STAFF_PROFILE_FIELDS } from '@registry/domain/identity/staff-profile-fields';
import { Problems } from '@registry/domain/shared/domain-error';
import { UpdateUserDto } from '#src/modules/identity/users/commands/update-user/update-user.request.dto';
import { commandOf } from '#src/modules/admin-directory/json-server';

/** The fields of a user an admin may change with PUT, and the version they saw. */
export const EDITABLE = ['version', ...STAFF_PROFILE_FIELDS] as const;
/** Columns that may be emptied (an empty text clears them); the others must keep a value. */
const CLEARABLE = new Set<string>(['username', 'phone_number', 'sex_at_birth', 'date_of_birth', 'accountingUnit']);

/**
 * The edited record the back office PUTs (the whole record, as react-admin sends it) read as the
 * v1 edit's DTO: its editable fields only, an empty text clearing a clearable one, and null
 * refused where a value must stay (422 validation.required on the field).
 */
export async function readUserEdit(record: Record<string, unknown> | undefined): Promise<UpdateUserDto> {
  const problems = new Problems();
  const source = { ...(record ?? {}) };
  for (const field of EDITABLE) {
    if (source[field] === '' && CLEARABLE.has(field)) source[field] = null;
    if (source[field] === null && !CLEARABLE.has(field)) problems.add('validation.required', field);
  }
  problems.throwIfAny();
  return commandOf(UpdateUserDto, source, EDITABLE);
}
