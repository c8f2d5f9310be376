/**
 * Rectifying the record (issue 33) as the back office's dialog sees it: which facts each kind
 * opens (the domain's RECTIFIABLE_PATHS), the form's draft filled from the record, and the patch
 * the API takes, nested as the details are. Pure, so that it is tested without a browser.
 */
import { RECTIFIABLE_PATHS } from '@registry/domain/applications/workflow/record-rectification';
import type { ApplicationResource } from '#src/providers/data-provider';

export const SPELLINGS = ['ckb', 'en', 'ar'] as const;
type Spelling = (typeof SPELLINGS)[number];

export interface RectifyDraft {
  /** The name in the other languages (trade names, companies). */
  names: Record<Spelling, string>;
  provinceId: string;
  districtId: string;
  /** Per class as reserved, its terms as one comma-separated text (trademarks). */
  terms: string[];
}

/** What the dialog asks for: the facts the domain opens for the kind, nothing more. */
export function rectifiableOf(resource: ApplicationResource): { names: boolean; place: boolean; terms: boolean } {
  const paths: readonly string[] =
    RECTIFIABLE_PATHS[resource === 'trade-names' ? 'trade-name' : resource === 'businesses' ? 'business' : 'trademark'];
  return {
    names: paths.some((p) => p.endsWith('locales')),
    place: paths.some((p) => p.endsWith('district_id')),
    terms: paths.includes('classes'),
  };
}

type Details = Record<string, any> | undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const classesOf = (details: Details): { classNumber: number; terms: string[] }[] =>
  Array.isArray(details?.classes) ? details.classes : [];

/** The draft as the record stands: the dialog starts from the facts it will correct. */
export function rectifyDraftOf(resource: ApplicationResource, details: Details): RectifyDraft {
  const locales = (resource === 'businesses' ? details?.trade_name?.locales : details?.locales) ?? {};
  return {
    names: { ckb: text(locales.ckb), en: text(locales.en), ar: text(locales.ar) },
    provinceId: text(details?.company?.address?.province_id),
    districtId: text(details?.company?.address?.district_id),
    terms: classesOf(details).map((c) => (c.terms ?? []).join(', ')),
  };
}

/** Terms are typed separated by commas (a Latin or an Arabic one); empty ones are left out. */
export const termsOf = (typed: string): string[] =>
  typed
    .split(/[,،]/)
    .map((term) => term.trim())
    .filter(Boolean);

/** The patch the API takes for this kind; the domain keeps what actually changed. */
export function rectificationPatch(resource: ApplicationResource, draft: RectifyDraft, details: Details): Record<string, unknown> {
  const names = Object.fromEntries(SPELLINGS.map((l) => [l, draft.names[l].trim()]));
  if (resource === 'trade-names') return { locales: names };
  if (resource === 'businesses')
    return { trade_name: { locales: names }, company: { address: { province_id: draft.provinceId, district_id: draft.districtId } } };
  return { classes: classesOf(details).map((c, i) => ({ classNumber: c.classNumber, terms: termsOf(draft.terms[i] ?? '') })) };
}

/** The API's problem of a form field: its own path, or (for a class) any path within it. */
export function problemAt(fields: Readonly<Record<string, string>> | undefined, path: string): string | undefined {
  if (!fields) return undefined;
  return fields[path] ?? Object.entries(fields).find(([field]) => field.startsWith(`${path}.`) || field.startsWith(`${path}[`))?.[1];
}
