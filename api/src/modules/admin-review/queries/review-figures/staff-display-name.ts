import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';

/** A member of staff as the back office names them: first and last name, else their e-mail. */
export const staffDisplayName = (u: Pick<StaffUserRow, 'first_name' | 'last_name' | 'email'>): string =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;
