/**
 * The fields of a staff profile an administrator may change (status changes are commands of their
 * own). The API accepts these in an edit and names the ones it changed in the security log; the
 * back office labels each in the reader's language.
 */
export const STAFF_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'username',
  'locale',
  'roles',
  'totp_required',
  'phone_number',
  'sex_at_birth',
  'date_of_birth',
  'accountingUnit',
] as const;
