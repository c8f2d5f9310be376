/**
 * The human reference of an application (issue 23 §4): `TN-2026-000123`. A prefix per kind of
 * application, the year of submission and a gap-free number per prefix and year, taken once at
 * submission in the transaction that appends the submission event (api: ReferenceSequence) and
 * recorded in that event. The stream id (a UUID) stays internal: people read, type and say the
 * reference.
 */

/** Trade name, company (local or reintroduced), foreign company branch, trademark. */
export const REFERENCE_PREFIXES = ['TN', 'CO', 'FB', 'TM'] as const;
export type ReferencePrefix = (typeof REFERENCE_PREFIXES)[number];

/** Digits of the number: six, zero-padded (a million applications of one kind a year before it widens). */
const NUMBER_DIGITS = 6;

/** The prefix of an application: its stream type, and for a business its type (a foreign company registers a branch). */
export function referencePrefixOf(streamType: string, businessType?: string | null): ReferencePrefix {
  switch (streamType) {
    case 'trade-name':
      return 'TN';
    case 'trademark':
      return 'TM';
    case 'business':
      return businessType === 'foreign_company' ? 'FB' : 'CO';
    default:
      throw new Error(`no reference prefix for stream type ${streamType}`);
  }
}

export function formatReference(prefix: ReferencePrefix, year: number, number: number): string {
  return `${prefix}-${year}-${String(number).padStart(NUMBER_DIGITS, '0')}`;
}

const REFERENCE = /^(TN|CO|FB|TM)-(\d{4})-(\d{1,9})$/;

/**
 * A reference as people type it: any case, spaces or dashes around the parts, with or without the
 * leading zeros (`tn 2026 123` is `TN-2026-000123`); null when the text is not one.
 */
export function parseReference(text: string): string | null {
  const compact = text
    .trim()
    .toUpperCase()
    .replace(/[\s_–—-]+/g, '-');
  const match = REFERENCE.exec(compact);
  if (!match) return null;
  const number = Number(match[3]);
  if (number < 1) return null;
  return formatReference(match[1] as ReferencePrefix, Number(match[2]), number);
}
