import { asciiDigits } from '@registry/domain/trade-names/naming/normalize';
/**
 * The fields of a trademark's correction (spec §2 correction variants), as payload paths (the
 * API's names: `classes.0.terms`), so that a reviewer's comment and an API refusal find their
 * field by the same path. Values are edited as text and turned back into the payload's types
 * when the correction is sent. (A trade name's and a company's corrections use the registration's
 * own fields: components/application-form.)
 */
import { at, canonical, isRecord, type Details } from './details';

export type FieldKind =
  /** One line of text. */
  | 'text'
  /** A list of texts, one per line. */
  | 'lines'
  /** A whole number (a Nice class). */
  | 'number'
  | 'tel';

export interface CorrectionField {
  /** Payload path with dots (`shareholders.1.number_of_shares`). */
  path: string;
  kind: FieldKind;
  /** The text key of the label, under `fields.` (numbered paths share one: `classes.terms`). */
  label: string;
  /** Parameters of the label (a class's number). */
  labelParams?: Record<string, string>;
  /** Latin-only values read left to right in every language. */
  ltr?: boolean;
  required?: boolean;
}

const LOCALES = ['ckb', 'en', 'ar'] as const;

const f = (path: string, kind: FieldKind, extra: Partial<CorrectionField> = {}): CorrectionField => ({
  path,
  kind,
  label: path.replace(/\.\d+\./g, '.'),
  ...extra,
});

function trademarkClassFields(details: Details): CorrectionField[] {
  const list = Array.isArray(details.classes) ? details.classes : [];
  return list.flatMap((_, index) => [
    f(`classes.${index}.classNumber`, 'number', {
      label: 'classes.classNumber',
      labelParams: { number: String(index + 1) },
      required: true,
    }),
    f(`classes.${index}.terms`, 'lines', { label: 'classes.terms', labelParams: { number: String(index + 1) }, required: true }),
  ]);
}

/** The fields of a trademark's correction, for the application as it is now (as many class fields as classes). */
export function trademarkCorrectionFields(details: Details): CorrectionField[] {
  return [
    ...LOCALES.map((locale) => f(`wordMark.${locale}`, 'text', { label: `wordMark.${locale}` })),
    ...trademarkClassFields(details),
    f('phone_number', 'tel', { ltr: true, required: true }),
  ];
}

/** A payload value as the form edits it. */
export function toText(kind: FieldKind, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (kind === 'lines') return Array.isArray(value) ? value.join('\n') : String(value);
  return String(value);
}

/** The form's text as the payload's value; an empty optional answer is left out (undefined). */
export function fromText(kind: FieldKind, text: string): unknown {
  const trimmed = text.trim();
  switch (kind) {
    case 'lines':
      return trimmed
        ? trimmed
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : [];
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
  const container: Record<string, unknown> | unknown[] = Array.isArray(target)
    ? [...target]
    : isRecord(target)
      ? { ...target }
      : /^\d+$/.test(key)
        ? []
        : {};
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

/** Only the top-level keys the answers changed, with their whole new values (a correction's `changes`). */
export function changesOf(fields: readonly CorrectionField[], details: Details, values: CorrectionValues): Record<string, unknown> {
  const corrected = correctedDetails(fields, details, values);
  const keys = [...new Set(fields.map((field) => field.path.split('.')[0]!))];
  return Object.fromEntries(
    keys.filter((key) => canonical(details[key]) !== canonical(corrected[key])).map((key) => [key, corrected[key]]),
  );
}

/** The field a problem's path belongs to: itself, or the field that holds it (`contract.clauses.activities.2` → its list). */
export function fieldOfProblem(fields: readonly CorrectionField[], path: string): string | undefined {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  return fields
    .map((field) => field.path)
    .filter((candidate) => dotted === candidate || dotted.startsWith(`${candidate}.`))
    .sort((a, b) => b.length - a.length)[0];
}
