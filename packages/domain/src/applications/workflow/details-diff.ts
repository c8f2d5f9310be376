/**
 * Comparing and changing an application's details, JSON-like values: what a correction changes,
 * what a resubmission reports as changed (the decider) and what the audit log shows (the API).
 */

/** The details with a correction's changes in place: a new value replaces the old one, `null` removes the key. */
export function withChanges(
  details: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...details, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === null) delete next[key];
  return next;
}

/** Structural equality of JSON-like values (what details hold). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((k) => Object.hasOwn(right, k) && sameValue(left[k], right[k]));
}

/**
 * Paths at and below `path` where `after` differs from `before`: `company.capital`,
 * `shareholders[1].upn`; a list that grew or shrank is one change of the list.
 */
export function changedPaths(before: unknown, after: unknown, path: string): string[] {
  if (sameValue(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], `${path}.${key}`));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, i) => changedPaths(item, after[i], `${path}[${i}]`));
  return [path];
}

/** An object that is neither a list nor a date: what details and their sections are. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
