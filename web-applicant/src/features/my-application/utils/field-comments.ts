import { commentFieldLabel } from '@registry/domain/applications/comment-field-labels';
import { DEFAULT_LOCALE, isLocale } from '@registry/domain/shared/i18n/locale';

export interface FieldComment {
  /** The payload path the reviewer commented on (`trade_name.name`, `shareholders[1].upn`). */
  path: string;
  /** The field as the form labels it, in the reader's language; a list item's field with its position. */
  label: string;
  comment: string;
}

/**
 * The reviewer's comments of a return for correction (the return event's `fieldComments`, as
 * the back office's case file shows them), each under its field's label in the reader's
 * language rather than the API's path: a list item's field names its item ("Shareholder 2: UPN"
 * reads "Shareholder ٢"), in the reader's digits.
 */
export function fieldCommentsOf(comments: Readonly<Record<string, string>>, language: string): FieldComment[] {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return Object.entries(comments).map(([path, comment]) => ({ path, label: commentFieldLabel(path, locale), comment }));
}
