/**
 * Reading the payload (packages/domain/src/applications/application.ts) without trusting its
 * shape: the API keeps what was submitted, and the pages show what they find.
 */
export type Details = Record<string, unknown>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const textAt = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** `at(details, 'contract.clauses.capital')`. */
export function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined), value);
}

/** The name an applicant knows the application by: the trade name, or the trademark's word mark. */
export function nameOf(details: Details | null | undefined): string | undefined {
  if (!details) return undefined;
  return (
    textAt(at(details, 'trade_name.name')) ??
    textAt(details.name) ??
    textAt(at(details, 'wordMark.ckb')) ??
    textAt(at(details, 'wordMark.en')) ??
    textAt(at(details, 'wordMark.ar'))
  );
}

/** A value as canonical JSON (keys sorted, undefined members left out), to tell whether an answer changed. */
export function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
