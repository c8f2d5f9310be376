/**
 * Rectification of the register (issue 33): after the grant, registration or reservation, staff
 * holding `records.rectify` correct a clerical error in a fact the certificate states. Only facts
 * that can be clerical errors and that nothing else depends on are open (docs/certificates.md,
 * "Rectification of the register"): the name's other spellings, a company's province and district,
 * a trademark's terms within its classes. The name itself, the holders, the activities, the classes
 * and the capital are not: changing them is a new decision (availability, scope, ownership), not a
 * correction of how the record was written down.
 *
 * The patch is a part of the details, nested as they are (`{ company: { address: { district_id } } }`);
 * the event records the changed paths with their new and former values. Pure: whether a district
 * exists and lies in its province is looked up by the caller (`rectifiedPlaceProblems`).
 */
import { DomainError, type FieldProblem } from '#src/shared/domain-error';
import { SPELLING_LOCALES } from '../application.js';
import type { ApplicationFacts } from '../rules/facts.js';
import { validateDistrict } from '../rules/reference.js';
import { validateClasses } from '../rules/trademark.js';
import { isPlainObject, sameValue } from './details-diff.js';
import { WorkflowMessages } from './messages.js';

/** The same bounds as the application's own fields (the request DTOs' LIMITS). */
const NAME_MAX = 200;
const TERMS_MAX = 100;
const PLACE_ID = /^[a-z0-9-]{1,60}$/;
/** A reason is free text, bounded as every reason of the workflow is at the edge. */
export const RECTIFICATION_REASON_MAX = 2000;

/** The paths a rectification may change, per kind (each replaced whole). */
export const RECTIFIABLE_PATHS = {
  'trade-name': ['locales'],
  business: ['trade_name.locales', 'company.address.province_id', 'company.address.district_id'],
  trademark: ['classes'],
} as const satisfies Record<string, readonly string[]>;

type Checked = { value: unknown; problems: FieldProblem[] };
const ok = (value: unknown): Checked => ({ value, problems: [] });
const refused = (problems: FieldProblem[]): Checked => ({ value: undefined, problems });

/** The name in other languages: ckb, en, ar, each a text of at most 200 characters; a blank one is removed. */
function spellings(value: unknown, _current: unknown, field: string): Checked {
  if (!isPlainObject(value)) return refused([{ code: 'validation.object', field }]);
  const problems: FieldProblem[] = [];
  const out: Record<string, string> = {};
  for (const [locale, text] of Object.entries(value)) {
    const at = `${field}.${locale}`;
    if (!(SPELLING_LOCALES as readonly string[]).includes(locale)) problems.push({ code: 'validation.unknown-field', field: at });
    else if (typeof text !== 'string') problems.push({ code: 'validation.text', field: at });
    else if (text.trim().length > NAME_MAX) problems.push({ code: 'validation.text-max', field: at, params: { max: NAME_MAX } });
    else if (text.trim()) out[locale] = text.trim();
  }
  return problems.length ? refused(problems) : ok(out);
}

/** A province's or district's id; whether it exists is `rectifiedPlaceProblems`'. */
function placeId(value: unknown, _current: unknown, field: string): Checked {
  if (typeof value !== 'string' || !value.trim()) return refused([{ code: 'validation.required', field }]);
  return PLACE_ID.test(value.trim()) ? ok(value.trim()) : refused([{ code: 'validation.format', field }]);
}

/** The classes as reserved, in their order, with corrected terms: the trademark rules' checks of terms apply. */
function classTerms(value: unknown, current: unknown, field: string): Checked {
  if (!Array.isArray(value)) return refused([{ code: 'validation.list', field }]);
  const reserved = Array.isArray(current) ? (current as { classNumber?: unknown }[]) : [];
  if (value.length !== reserved.length) return refused([{ code: WorkflowMessages['rectification.classes-fixed'], field }]);
  const problems: FieldProblem[] = [];
  const classes = value.map((item: unknown, i) => {
    const at = `${field}[${i}]`;
    if (!isPlainObject(item)) {
      problems.push({ code: 'validation.object', field: at });
      return null;
    }
    const unknown = Object.keys(item).filter((key) => key !== 'classNumber' && key !== 'terms');
    for (const key of unknown) problems.push({ code: 'validation.unknown-field', field: `${at}.${key}` });
    if (item.classNumber !== reserved[i]?.classNumber)
      problems.push({ code: WorkflowMessages['rectification.classes-fixed'], field: `${at}.classNumber` });
    const terms = item.terms;
    if (!Array.isArray(terms)) {
      problems.push({ code: 'validation.list', field: `${at}.terms` });
      return null;
    }
    if (terms.length > TERMS_MAX) problems.push({ code: 'validation.list-max', field: `${at}.terms`, params: { max: TERMS_MAX } });
    terms.forEach((term: unknown, t) => {
      if (typeof term !== 'string') problems.push({ code: 'validation.text', field: `${at}.terms[${t}]` });
      else if (term.trim().length > NAME_MAX)
        problems.push({ code: 'validation.text-max', field: `${at}.terms[${t}]`, params: { max: NAME_MAX } });
    });
    return {
      classNumber: item.classNumber as number,
      terms: terms.map((term: unknown) => (typeof term === 'string' ? term.trim() : term)),
    };
  });
  if (problems.length) return refused(problems);
  const checked = classes as { classNumber: number; terms: string[] }[];
  // The trademark's own rules: at least one term per class, none blank, none twice.
  const ruled = validateClasses(checked, field);
  return ruled.length ? refused(ruled) : ok(checked);
}

/** Each rectifiable fact's check, by the last segment of its path. */
const CHECKS: Record<string, (value: unknown, current: unknown, field: string) => Checked> = {
  locales: spellings,
  province_id: placeId,
  district_id: placeId,
  classes: classTerms,
};

/** The value at a dotted path of the details (`company.address.district_id`), undefined where it is absent. */
export function valueAt(details: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isPlainObject(value) ? value[key] : undefined), details);
}

/** The details with `value` at a dotted path, every object along it copied (an absent or non-object one made). */
export function withValueAt(details: Readonly<Record<string, unknown>>, path: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = path.split('.');
  const inner = details[key!];
  return {
    ...details,
    [key!]: rest.length ? withValueAt(isPlainObject(inner) ? inner : {}, rest.join('.'), value) : value,
  };
}

/** The patch's facts by path, or the refusal of what is not rectifiable (each named `patch.<path>`). */
function factsOfPatch(patch: Record<string, unknown>, rectifiable: readonly string[], prefix = ''): [string, unknown][] {
  const facts: [string, unknown][] = [];
  const problems: FieldProblem[] = [];
  for (const [key, value] of Object.entries(patch)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value === undefined) continue;
    if (rectifiable.includes(path)) facts.push([path, value]);
    else if (isPlainObject(value) && rectifiable.some((p) => p.startsWith(`${path}.`))) {
      try {
        facts.push(...factsOfPatch(value, rectifiable, path));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        problems.push(...error.problems);
      }
    } else problems.push({ code: WorkflowMessages['rectification.not-rectifiable'], field: `patch.${path}` });
  }
  if (problems.length) throw new DomainError('invalid', problems);
  return facts;
}

/**
 * What a rectification changes: the patch's facts checked as the application's own fields are,
 * then only those whose value differs, with their former values. Refused (422) naming the field:
 * a fact this kind does not open, a value its rules refuse, or a patch that changes nothing.
 */
export function rectificationOf(
  patch: unknown,
  rectifiable: readonly string[],
  details: Readonly<Record<string, unknown>>,
): { changes: Record<string, unknown>; previous: Record<string, unknown> } {
  if (!isPlainObject(patch)) throw new DomainError('invalid', { code: 'validation.object', field: 'patch' });
  const problems: FieldProblem[] = [];
  const checked: [string, unknown][] = [];
  for (const [path, value] of factsOfPatch(patch, rectifiable)) {
    const check = CHECKS[path.split('.').at(-1)!]!;
    const result = check(value, valueAt(details, path), `patch.${path}`);
    problems.push(...result.problems);
    checked.push([path, result.value]);
  }
  if (problems.length) throw new DomainError('invalid', problems);
  // No spellings where there were none is no change (a form sends its empty fields).
  const unchanged = (current: unknown, value: unknown) =>
    sameValue(current, value) || (current === undefined && isPlainObject(value) && Object.keys(value).length === 0);
  const changed = checked.filter(([path, value]) => !unchanged(valueAt(details, path), value));
  if (changed.length === 0) throw new DomainError('invalid', { code: WorkflowMessages['rectification.no-changes'], field: 'patch' });
  return {
    changes: Object.fromEntries(changed),
    previous: Object.fromEntries(
      changed.filter(([path]) => valueAt(details, path) !== undefined).map(([path]) => [path, valueAt(details, path)]),
    ),
  };
}

/** The details with a rectification's changes in place. */
export function withRectification(details: Readonly<Record<string, unknown>>, changes: Readonly<Record<string, unknown>>) {
  return Object.entries(changes).reduce((next, [path, value]) => withValueAt(next, path, value), details as Record<string, unknown>);
}

/**
 * The places a rectification leaves in the record, against the registry's districts: a changed
 * province or district must name a district that exists and lies in the province. Named at the
 * district when the patch changed it, else at the province.
 */
export function rectifiedPlaceProblems(
  changes: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  facts: Pick<ApplicationFacts, 'districts'>,
): FieldProblem[] {
  const addresses = [
    ...new Set(
      Object.keys(changes)
        .filter((p) => /(province|district)_id$/.test(p))
        .map((p) => p.replace(/\.[^.]+$/, '')),
    ),
  ];
  return addresses.flatMap((address) => {
    const districtId = valueAt(after, `${address}.district_id`);
    const provinceId = valueAt(after, `${address}.province_id`);
    const named = `${address}.district_id` in changes ? `${address}.district_id` : `${address}.province_id`;
    if (typeof districtId !== 'string') return [{ code: 'validation.required', field: `patch.${address}.district_id` }];
    return validateDistrict(
      districtId,
      `patch.${named}`,
      facts as ApplicationFacts,
      typeof provinceId === 'string' ? provinceId : undefined,
    );
  });
}

/** The district ids a rectification's result names, for the caller to look up. */
export const rectifiedDistrictIds = (changes: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] =>
  [
    ...new Set(
      Object.keys(changes)
        .filter((p) => /(province|district)_id$/.test(p))
        .map((p) => valueAt(after, p.replace(/[^.]+$/, 'district_id'))),
    ),
  ].filter((id): id is string => typeof id === 'string');
