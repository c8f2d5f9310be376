import { caseFormat } from './case-format';
import type { TranslateFunction as Translate } from 'react-admin';

/**
 * A number in the reader's digits where only `translate` is at hand: the i18n provider writes
 * every interpolated number through caseFormat (providers/i18n-provider.ts).
 */
export const numberText = (translate: Translate, value: number): string => translate('admin.number', { _: '%{value}', value });

/** `trade_name.name` → "Trade name › Name": each segment by its key in `admin.fields`, else as written. */
export function fieldLabel(translate: Translate, path: string): string {
  return path
    .split('.')
    .map((part) => {
      const index = /^(.*)\[(\d+)\]$/.exec(part);
      const key = index ? index[1]! : part;
      const humane = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
      const label = translate(`admin.fields.${key}`, { _: humane.charAt(0).toUpperCase() + humane.slice(1) });
      return index ? translate('admin.numbered', { _: '%{label} %{number}', label, number: Number(index[2]) + 1 }) : label;
    })
    .join(' › ');
}

/** A value as text: booleans and enumerations translated where a key exists, the rest as given. */
export function valueText(translate: Translate, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'admin.yes' : 'admin.no');
  if (typeof value === 'string') return translate(`admin.values.${value}`, { _: value });
  if (typeof value === 'number') return numberText(translate, value);
  // A list of codes or texts (activities, terms) reads as a list, not as JSON.
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.map((v) => valueText(translate, v)).join('، ');
  return JSON.stringify(value);
}

/**
 * Staff names by id for `actorText`. While they load, each id reads as "staff member" alone: a
 * reader never sees an id's Latin letters and digits flash in a Kurdish page before the name.
 * Once loaded, an id without a name falls back to `actorText`'s id label.
 */
export function staffNamesById(
  translate: Translate,
  ids: readonly string[],
  staff: readonly { id: string; name: string }[] | undefined,
  loading: boolean,
): Record<string, string> {
  if (loading) return Object.fromEntries(ids.map((id) => [id, translate('admin.history.staff')]));
  return Object.fromEntries((staff ?? []).map((member) => [member.id, member.name]));
}

/** Who did something: a staff member by name (when known), or the applicant's e-mail. */
export function actorText(
  translate: Translate,
  actor: { kind?: string; id?: string; email?: string } | null | undefined,
  staffNames: Record<string, string>,
): string {
  if (!actor) return translate('admin.history.system');
  // Applicants' events carry their e-mail as the actor's id (the command's metadata); older reads as `email`.
  const email = actor.email ?? (actor.kind === 'applicant' ? actor.id : undefined);
  // The e-mail isolated (U+2068 … U+2069) so that in right-to-left text it stays one left-to-right run inside its parentheses.
  if (actor.kind === 'applicant')
    return email ? `${translate('admin.history.applicant')} (\u2068${email}\u2069)` : translate('admin.history.applicant');
  return staffNames[actor.id ?? ''] ?? `${translate('admin.history.staff')} ${actor.id?.slice(0, 8) ?? ''}`;
}

/** A time in the reader's language, in the registry's own zone (Asia/Baghdad); Kurdish where the browser's Intl lacks it (case-format.ts). */
export function dateTimeText(locale: string, iso: string | null | undefined, options?: { seconds?: boolean }): string {
  if (!iso) return '—';
  try {
    return caseFormat(locale).dateTime(iso, options);
  } catch {
    return new Date(iso).toISOString();
  }
}
