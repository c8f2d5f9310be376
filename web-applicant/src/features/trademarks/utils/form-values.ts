import { asciiDigits } from '@registry/domain/trade-names/naming/normalize';
/**
 * The reservation form's values (what the inputs hold, all text) and the payload the API takes
 * (packages/domain/src/applications/application.ts `TrademarkDetails`).
 */
export interface TrademarkFormValues {
  wordMark: { ckb: string; en: string; ar: string };
  /** Each Nice class with its goods or services, one per line. */
  classes: { classNumber: string; terms: string }[];
  owner: { type: 'natural' | 'company'; upn: string; company_name: string; uen: string };
  email: string;
  phone_number: string;
}

export interface TrademarkPayload {
  wordMark: { ckb?: string; en?: string; ar?: string };
  classes: { classNumber: number; terms: string[] }[];
  owner: { type: 'natural' | 'company'; upn?: string; company_name?: string; uen?: string };
  email: string;
  phone_number: string;
}

export const emptyClass = (): TrademarkFormValues['classes'][number] => ({ classNumber: '', terms: '' });

export const emptyTrademark = (email = ''): TrademarkFormValues => ({
  wordMark: { ckb: '', en: '', ar: '' },
  classes: [emptyClass()],
  owner: { type: 'natural', upn: '', company_name: '', uen: '' },
  email,
  phone_number: '',
});

const optional = (value: string): string | undefined => (value.trim() ? value.trim() : undefined);

/** Phone numbers are sent without blanks or dashes (docs/application-rules.md "Phone numbers"). */
const phone = (value: string) => asciiDigits(value).replace(/[\s-]/g, '');

/** A class number as typed: whole digits, or NaN (the rules then say "must be an integer"). */
const classNumberOf = (value: string): number => (/^\s*\d+\s*$/.test(asciiDigits(value)) ? Number(asciiDigits(value)) : Number.NaN);

export function toPayload(values: TrademarkFormValues): TrademarkPayload {
  const owner =
    values.owner.type === 'natural'
      ? { type: 'natural' as const, upn: optional(asciiDigits(values.owner.upn)) }
      : { type: 'company' as const, company_name: optional(values.owner.company_name), uen: optional(asciiDigits(values.owner.uen)) };
  return {
    wordMark: { ckb: optional(values.wordMark.ckb), en: optional(values.wordMark.en), ar: optional(values.wordMark.ar) },
    classes: values.classes.map((c) => ({
      classNumber: classNumberOf(c.classNumber),
      // One term per line; empty lines are nothing the applicant meant to send.
      terms: c.terms
        .split(/\r?\n/)
        .map((term) => term.trim())
        .filter(Boolean),
    })),
    owner,
    email: values.email.trim(),
    phone_number: phone(values.phone_number),
  };
}

/**
 * A term's problem (`classes[0].terms[2]`) belongs to the one box that holds the class's terms
 * (`classes.0.terms`); other paths are the form's own.
 */
export function formPathOf(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1').replace(/^(classes\.\d+\.terms)\.\d+$/, '$1');
}

// ── the draft, kept in this browser until the reservation is sent ──────────────────────────

export const DRAFT_KEY = 'trademark-draft';

function isFormValues(value: unknown): value is TrademarkFormValues {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<TrademarkFormValues>;
  return !!v.wordMark && Array.isArray(v.classes) && !!v.owner && typeof v.email === 'string' && typeof v.phone_number === 'string';
}

export function readDraft(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): TrademarkFormValues | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
    if (!isFormValues(parsed)) return undefined;
    const empty = emptyTrademark();
    // Only the fields this form has, as text: a draft of an older form must not break this one.
    return {
      wordMark: { ...empty.wordMark, ...parsed.wordMark },
      classes: parsed.classes.length
        ? parsed.classes.map((c) => ({ classNumber: String(c?.classNumber ?? ''), terms: String(c?.terms ?? '') }))
        : empty.classes,
      owner: { ...empty.owner, ...parsed.owner, type: parsed.owner.type === 'company' ? 'company' : 'natural' },
      email: parsed.email,
      phone_number: parsed.phone_number,
    };
  } catch {
    return undefined;
  }
}

export function writeDraft(values: TrademarkFormValues, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // A full or refused storage loses the draft, not the form.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
