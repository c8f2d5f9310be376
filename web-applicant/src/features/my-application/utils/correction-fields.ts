/**
 * The fields each correction variant (spec §2) lets the applicant change, as payload paths (the
 * API's names: `contract.clauses.capital`), so that a reviewer's comment and an API refusal find
 * their field by the same path. Values are edited as text and turned back into the payload's
 * types when the correction is sent.
 */
import { at, isRecord, type Details } from './details';
import type { ApplicationKind, CorrectionSection } from './kinds';

export type FieldKind =
  /** One line of text. */
  | 'text'
  /** Several lines of text. */
  | 'multiline'
  /** A list of texts, one per line. */
  | 'lines'
  /** Codes separated by commas or blanks (ISIC classes). */
  | 'codes'
  /** A whole number (amounts, shares, a Nice class). */
  | 'number'
  | 'date'
  | 'email'
  | 'tel'
  /** One of `options` (their labels are `options.<option>` texts). */
  | 'select'
  | 'district';

export interface CorrectionField {
  /** Payload path with dots (`shareholders.1.number_of_shares`). */
  path: string;
  kind: FieldKind;
  /** The text key of the label, under `fields.` (numbered paths share one: `shareholders.number_of_shares`). */
  label: string;
  /** Parameters of the label (a shareholder's name). */
  labelParams?: Record<string, string>;
  options?: readonly string[];
  /** Latin-only values read left to right in every language. */
  ltr?: boolean;
  required?: boolean;
}

const COMPANY_TYPES = ['simple', 'sole_owner', 'cooperative', 'limited', 'private_limited', 'mixed_limited', 'joint_liability', 'private_joint_liability', 'mixed_joint_liability', 'baghdad_branch', 'kri_branch'] as const;
const LOCALES = ['ckb', 'en', 'ar'] as const;

const f = (path: string, kind: FieldKind, extra: Partial<CorrectionField> = {}): CorrectionField => ({ path, kind, label: path.replace(/\.\d+\./g, '.'), ...extra });

function namingFields(prefix: string): CorrectionField[] {
  const p = prefix ? `${prefix}.` : '';
  return [
    f(`${p}locale`, 'select', { label: 'naming.locale', options: LOCALES, required: true }),
    f(`${p}name`, 'text', { label: 'naming.name', required: true }),
    ...LOCALES.map((locale) => f(`${p}locales.${locale}`, 'text', { label: `naming.locales.${locale}` })),
    f(`${p}protection_level`, 'select', { label: 'naming.protection_level', options: ['kri_level', 'district_level'], required: true }),
    f(`${p}district_id`, 'district', { label: 'naming.district_id' }),
  ];
}

function shareholderFields(details: Details): CorrectionField[] {
  const list = Array.isArray(details.shareholders) ? details.shareholders : [];
  return list.flatMap((holder, index) => {
    if (!isRecord(holder)) return [];
    const name = [holder.full_name, holder.company_name, holder.entity_name, holder.upn].find((v) => typeof v === 'string' && v.trim()) as string | undefined;
    return [f(`shareholders.${index}.number_of_shares`, 'number', { label: 'shareholders.number_of_shares', labelParams: { number: String(index + 1), name: name ?? '' }, required: true })];
  });
}

function trademarkClassFields(details: Details): CorrectionField[] {
  const list = Array.isArray(details.classes) ? details.classes : [];
  return list.flatMap((_, index) => [
    f(`classes.${index}.classNumber`, 'number', { label: 'classes.classNumber', labelParams: { number: String(index + 1) }, required: true }),
    f(`classes.${index}.terms`, 'lines', { label: 'classes.terms', labelParams: { number: String(index + 1) }, required: true }),
  ]);
}

/** The fields of a section, for the application as it is now (lists have as many fields as items). */
export function correctionFields(kind: ApplicationKind, section: CorrectionSection, details: Details): CorrectionField[] {
  switch (section) {
    case 'trade-name-info':
      return kind === 'businesses' ? namingFields('trade_name') : [...namingFields(''), f('phone_number', 'tel', { ltr: true, required: true })];
    case 'activity-types':
      return [f('activity_ids', 'codes', { ltr: true, required: true })];
    case 'establishment-contract':
      return [
        f('contract.clauses.name', 'text', { required: true }),
        f('contract.clauses.address', 'multiline', { required: true }),
        f('contract.clauses.purpose', 'multiline', { required: true }),
        f('contract.clauses.activities', 'lines', { required: true }),
        f('contract.clauses.capital', 'multiline', { required: true }),
        f('contract.clauses.shareholders', 'multiline', { required: true }),
        f('contract.clauses.coordinator', 'text', { required: true }),
        f('contract.goals', 'multiline', { required: true }),
        f('contract.extra_notes', 'multiline'),
        f('contract.lawyer_name', 'text', { required: true }),
        f('contract.lawyer_phone', 'tel', { ltr: true, required: true }),
        f('contract.lawyer_email', 'email', { ltr: true }),
      ];
    case 'business-info':
      return [
        f('company.type', 'select', { options: COMPANY_TYPES, required: true }),
        f('company.project_type', 'select', { options: ['private', 'mixed'], required: true }),
        f('company.capital_in_number', 'number', { required: true }),
        f('company.bank_name', 'text'),
        f('company.bank_number', 'text', { ltr: true }),
        f('company.bank_date', 'date'),
        f('company.address.street', 'text'),
        f('company.address.neighborhood', 'text'),
        f('company.address.street_number', 'text'),
        f('company.address.house_number', 'text'),
        f('ceo.full_name', 'text'),
        f('ceo.phone_number', 'tel', { ltr: true, required: true }),
        f('ceo.email', 'email', { ltr: true }),
        f('ceo.document_expiry', 'date'),
        ...shareholderFields(details),
      ];
    case 'trademark-info':
      return [...LOCALES.map((locale) => f(`wordMark.${locale}`, 'text', { label: `wordMark.${locale}` })), ...trademarkClassFields(details), f('phone_number', 'tel', { ltr: true, required: true })];
  }
}

/** A payload value as the form edits it. */
export function toText(kind: FieldKind, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (kind === 'lines') return Array.isArray(value) ? value.join('\n') : String(value);
  if (kind === 'codes') return Array.isArray(value) ? value.join(', ') : String(value);
  return String(value);
}

const asciiDigits = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** The form's text as the payload's value; an empty optional answer is left out (undefined). */
export function fromText(kind: FieldKind, text: string): unknown {
  const trimmed = text.trim();
  switch (kind) {
    case 'lines':
      return trimmed ? trimmed.split(/\r?\n/).map((line) => line.trim()).filter(Boolean) : [];
    case 'codes':
      return trimmed ? asciiDigits(trimmed).split(/[\s,،]+/).filter(Boolean) : [];
    case 'number': {
      const digits = asciiDigits(trimmed).replace(/[,\s٬]/g, '');
      // Not a number: sent as typed, so that the rules name the field ("must be an integer").
      return digits === '' ? undefined : /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : digits;
    }
    case 'tel':
      return trimmed ? asciiDigits(trimmed).replace(/[\s-]/g, '') : undefined;
    default:
      return trimmed ? trimmed : undefined;
  }
}

/** `setAt` that copies on the way, so that the application's own details are never changed. */
function setCopy(target: unknown, keys: string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  const container: Record<string, unknown> | unknown[] = Array.isArray(target) ? [...target] : isRecord(target) ? { ...target } : /^\d+$/.test(key) ? [] : {};
  const current = (container as Record<string, unknown>)[key];
  const next = setCopy(current, rest, value);
  if (next === undefined && !Array.isArray(container)) delete (container as Record<string, unknown>)[key];
  else (container as Record<string, unknown>)[key] = next;
  return container;
}

/** The form's values, nested as react-hook-form keeps them by path (`values.contract.clauses.capital`), all text. */
export type CorrectionValues = Record<string, unknown>;

export function initialValues(fields: readonly CorrectionField[], details: Details): CorrectionValues {
  let values: unknown = {};
  for (const field of fields) values = setCopy(values, field.path.split('.'), toText(field.kind, at(details, field.path)));
  return values as CorrectionValues;
}

/** The text of one field in the form's values. */
export const textOf = (values: CorrectionValues, path: string): string => {
  const value = at(values, path);
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
};

/** The details with the form's answers in place: what the API will check as a whole. */
export function correctedDetails(fields: readonly CorrectionField[], details: Details, values: CorrectionValues): Details {
  let next: unknown = details;
  for (const field of fields) next = setCopy(next, field.path.split('.'), fromText(field.kind, textOf(values, field.path)));
  return next as Details;
}

function canonical(value: unknown): string {
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

/** Only the top-level keys the answers changed, with their whole new values (a correction's `changes`). */
export function changesOf(fields: readonly CorrectionField[], details: Details, values: CorrectionValues): Record<string, unknown> {
  const corrected = correctedDetails(fields, details, values);
  const keys = [...new Set(fields.map((field) => field.path.split('.')[0]!))];
  return Object.fromEntries(keys.filter((key) => canonical(details[key]) !== canonical(corrected[key])).map((key) => [key, corrected[key]]));
}

/** The field a problem's path belongs to: itself, or the field that holds it (`contract.clauses.activities.2` → its list). */
export function fieldOfProblem(fields: readonly CorrectionField[], path: string): string | undefined {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  return fields
    .map((field) => field.path)
    .filter((candidate) => dotted === candidate || dotted.startsWith(`${candidate}.`))
    .sort((a, b) => b.length - a.length)[0];
}
