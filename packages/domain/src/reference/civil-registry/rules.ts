import type { FieldProblem } from '#src/shared/domain-error';
import type { CivilRegistry, Person } from './person.js';

/** Spec §5 and DESIGN.md "Rules": what a UPN and its person must satisfy. */
export const UPN_LENGTH = 13;
export const ADULT_AGE = 18;

export const CivilRegistryCodes = {
  upnInvalid: 'upn.invalid',
  upnUnknown: 'upn.unknown',
  upnNoNationality: 'upn.no-nationality',
  personMinor: 'person.minor',
  personNotIraqi: 'person.not-iraqi',
} as const;

const UPN_FORMAT = /^[0-9]{13}$/;

export function isUpn(value: unknown): value is string {
  return typeof value === 'string' && UPN_FORMAT.test(value);
}

/** A UPN is exactly 13 ASCII digits; no problem means the format is right (not that it exists). */
export function validateUpnFormat(upn: unknown, field?: string): FieldProblem[] {
  return isUpn(upn) ? [] : [{ code: CivilRegistryCodes.upnInvalid, ...(field ? { field } : {}) }];
}

/** True for a real calendar date written YYYY-MM-DD (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whole years between two YYYY-MM-DD dates. A person born on 29 February comes of age on
 * 1 March in a common year (the birthday has not been reached on 28 February).
 */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Today's date in the region (Asia/Baghdad), YYYY-MM-DD: ages turn over at local midnight. */
export function registryToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A person as a message names them: first and last name, as the civil registry records them. */
export const personName = (person: Pick<Person, 'firstName' | 'lastName'>): string =>
  [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

export interface PersonCheckOptions {
  /** The CEO must be an Iraqi citizen (spec §5). */
  mustBeIraqi?: boolean;
  /** The input the UPN came from (`partners[1].upn`), so that the client shows the problem beside it. */
  field?: string;
  minimumAge?: number;
}

/**
 * Every problem with the person behind a UPN, at once: unknown, no nationality (advice: visit a
 * biometry office), under age on `today` (YYYY-MM-DD), not Iraqi when that is required.
 */
export function checkPerson(person: Person | null, today: string, options: PersonCheckOptions = {}): FieldProblem[] {
  const at = options.field ? { field: options.field } : {};
  if (!person) return [{ code: CivilRegistryCodes.upnUnknown, ...at }];
  const format = validateUpnFormat(person.upn, options.field);
  if (format.length) return format;
  const problems: FieldProblem[] = [];
  if (person.nationality === null) problems.push({ code: CivilRegistryCodes.upnNoNationality, ...at });
  const minimumAge = options.minimumAge ?? ADULT_AGE;
  // The person is named in the message (issue 34 §5): "Chief executive: Karwan Abdulla must be an Iraqi citizen".
  const name = personName(person);
  if (ageOn(person.birthDate, today) < minimumAge)
    problems.push({ code: CivilRegistryCodes.personMinor, ...at, params: { name, minimumAge } });
  if (options.mustBeIraqi && person.nationality === 'foreigner')
    problems.push({ code: CivilRegistryCodes.personNotIraqi, ...at, params: { name } });
  return problems;
}

/** Format, then the registry, then the person: what write-side commands call for every UPN they take. */
export async function verifyUpn(
  registry: CivilRegistry,
  upn: unknown,
  today: string,
  options: PersonCheckOptions = {},
): Promise<{ person: Person | null; problems: FieldProblem[] }> {
  const format = validateUpnFormat(upn, options.field);
  if (format.length) return { person: null, problems: format };
  const person = await registry.findByUpn(upn as string);
  return { person, problems: checkPerson(person, today, options) };
}
