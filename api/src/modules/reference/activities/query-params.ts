import { invalid } from '@registry/domain/shared/domain-error';

/**
 * Readers of query-string parameters of the reference endpoints. The DTOs only say which
 * parameters exist and that they are single strings; these turn them into values or a 422
 * that names the parameter (with the limits the localized message needs).
 */

export const SEARCH_MAX_LENGTH = 100;
export const IDS_MAX_COUNT = 200;

/** A search text: its length counted in characters as readers see them, not UTF-16 units. */
export function readSearch(value: string | undefined, field = 'search'): string {
  if (value === undefined) throw invalid({ code: 'validation.required', field });
  if ([...value].length > SEARCH_MAX_LENGTH) throw invalid({ code: 'validation.text-max', field, params: { max: SEARCH_MAX_LENGTH } });
  return value;
}

/** `true` or `false`, as query strings spell them; absent is undefined. */
export function readBoolean(value: string | undefined, field: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalid({ code: 'validation.boolean', field });
}

export interface IdFormat {
  pattern: RegExp;
  maxLength: number;
  canonical?: (id: string) => string;
}

export function readId(value: string, field: string, format: IdFormat): string {
  if (value.length > format.maxLength || !format.pattern.test(value)) throw invalid({ code: 'validation.id', field });
  return format.canonical ? format.canonical(value) : value;
}

/**
 * A comma-separated list of ids, in the order given, without repeats; blank entries (a trailing
 * comma) are skipped. Absent or empty is an empty list.
 */
export function readIdList(value: string | undefined, field: string, format: IdFormat): string[] {
  if (value === undefined) return [];
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length > IDS_MAX_COUNT) throw invalid({ code: 'validation.list-max', field, params: { max: IDS_MAX_COUNT } });
  const problems = entries.flatMap((entry, index) =>
    entry.length > format.maxLength || !format.pattern.test(entry) ? [{ code: 'validation.id', field, params: { index } }] : [],
  );
  if (problems.length) throw invalid(problems.slice(0, 10));
  return [...new Set(entries.map((e) => (format.canonical ? format.canonical(e) : e)))];
}
