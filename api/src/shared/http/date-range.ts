import type { FieldProblem } from '@registry/domain/shared/domain-error';

/** The region's clock: UTC+3 all year (no daylight saving). */
const REGION_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** A bare date is that whole day in Erbil: its start, or (as an upper bound) the next day's. */
function instant(text: string, end: boolean): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return null;
    return new Date(day.getTime() - REGION_OFFSET_MS + (end ? DAY_MS : 0));
  }
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A range filter `from,to` (`createdAtRange=2026-01-01,2026-01-31`): dates (whole days, both
 * included) or ISO instants; either end may be empty. Returns [from, to) or records the problem.
 */
export function readDateRange(field: string, raw: string | undefined, problems: FieldProblem[]): [Date | null, Date | null] | undefined {
  if (!raw) return undefined;
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.every((p) => !p)) {
    problems.push({ code: 'validation.format', field });
    return undefined;
  }
  const [from, to] = parts.map((p, i) => (p ? instant(p, i === 1) : null)) as [Date | null, Date | null];
  if ((parts[0] && !from) || (parts[1] && !to) || (from && to && from >= to)) {
    problems.push({ code: 'validation.date', field });
    return undefined;
  }
  return [from, to];
}
