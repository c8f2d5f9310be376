/**
 * For tests: every status and step of every kind, walked from @registry/domain's workflow tables
 * (never a hand list), and the check that a text shown to a person is a text.
 */
import { APPLICATION_WORKFLOWS, UNKNOWN_STATUS_LABEL, WORKFLOW_KINDS } from '@registry/domain/applications/workflow/presentation';
import { statesOf } from '@registry/domain/applications/workflow/workflow';
import { LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';

export { LOCALES, type Locale };

export const everyStatus = () =>
  WORKFLOW_KINDS.flatMap((kind) => statesOf(APPLICATION_WORKFLOWS[kind]).map((status) => ({ kind, status })));

/** Every row of every table, as a history entry of the step it allows. */
export const everyStep = () =>
  WORKFLOW_KINDS.flatMap((kind) => APPLICATION_WORKFLOWS[kind].map((row) => ({ kind, event: row.event, from: row.from, to: row.to })));

/** Why `text` is not fit to show for `code`, or null: empty, "unknown", the raw code, or an untranslated key. */
export function unreadable(text: string, code: string, locale: Locale): string | null {
  if (text.trim() === '') return 'empty';
  if (text.includes(UNKNOWN_STATUS_LABEL[locale])) return 'unknown';
  if (new RegExp(`(^|[^\\w-])${code}([^\\w-]|$)`).test(text)) return 'raw code';
  if (/\b[\w-]+:[\w.]+|\b[a-z]+\.[a-z_]+\b/i.test(text)) return 'raw key';
  return null;
}
