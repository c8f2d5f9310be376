import type { TranslateFunction } from 'react-admin';
import type { CaseFormat } from '../applications/case-format';

/** Details whose values are the portal's own words (a session's scope, a code's purpose, why a try failed), worded in the reader's language. */
const WORDED_DETAILS = new Set(['scope', 'purpose', 'reason', 'why']);
/** Details that are free text or counts, shown as they are (a deactivation's reason is what the administrator typed). */
export const PLAIN_DETAILS = new Set([
  'roles',
  'changed',
  'locked',
  'totpRequired',
  'otherSessionsEnded',
  'attempts',
  'retryAfterSeconds',
  ...WORDED_DETAILS,
]);

/** A detail's value in the reader's language where it is one of ours (a reason, a role, yes/no, a count), else as the code it is. */
export function detailValue(translate: TranslateFunction, format: CaseFormat, key: string, value: unknown): string {
  if (typeof value === 'boolean') return translate(value ? 'admin.yes' : 'admin.no');
  if (typeof value === 'number') return format.number(value);
  if (key === 'roles' && Array.isArray(value)) return value.map((role) => translate(`admin.roles.${role}`, { _: String(role) })).join('، ');
  // The fields of a staff profile an administrator changed: named as the users screens name them.
  if (key === 'changed' && Array.isArray(value))
    return value
      .map((field) => translate(`resources.users.fields.${field}`, { _: translate(`admin.fields.${field}`, { _: String(field) }) }))
      .join('، ');
  if (WORDED_DETAILS.has(key) && typeof value === 'string') return translate(`admin.security_values.${key}.${value}`, { _: value });
  return typeof value === 'string' ? value : JSON.stringify(value);
}
