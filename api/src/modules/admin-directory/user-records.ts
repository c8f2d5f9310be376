import { staffUserAttributes, type StaffUserRow } from '../identity/users/staff-users.repository.js';

/** A calendar date as the DTOs take it (pg reads a `date` column as local midnight). */
const isoDate = (value: unknown): string | null => {
  if (!(value instanceof Date)) return (value as string | null) ?? null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

/** A user as the back office shows it: the v1 attributes (never a secret), dates as dates. */
export const userRecord = (u: StaffUserRow) => ({ ...staffUserAttributes(u), date_of_birth: isoDate(u.date_of_birth) });
export type UserRecord = ReturnType<typeof userRecord>;
