/**
 * The three kinds of application as the portal's paths name them (`/my-applications/{kind}/{id}`,
 * the paths the API's notifications link to) and as the API's paths name them (spec §7).
 */
export const APPLICATION_KINDS = ['trade-names', 'businesses', 'trademarks'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

const API_PATHS: Record<ApplicationKind, string> = { 'trade-names': 'trade_names', businesses: 'businesses', trademarks: 'trademarks' };

export const isApplicationKind = (value: unknown): value is ApplicationKind =>
  typeof value === 'string' && (APPLICATION_KINDS as readonly string[]).includes(value);

/** `/v1/businesses/{id}`: where the API keeps one application of a kind. */
export const apiPathOf = (kind: ApplicationKind, id: string): string => `/v1/${API_PATHS[kind]}/${encodeURIComponent(id)}`;

/** `/my-applications/businesses/{id}`, optionally with a sub-page (`contract`, `correct`, `transfer`). */
export const pagePathOf = (kind: ApplicationKind, id: string, sub?: 'contract' | 'correct' | 'transfer'): string =>
  `/my-applications/${kind}/${encodeURIComponent(id)}${sub ? `/${sub}` : ''}`;

/**
 * The correction variants of the stepper (spec §2) the applicant may open in each state an
 * application is returned to. The API decides (`PUT /{id}` refuses another section with
 * `correction.section-not-open`); the portal offers the same choice.
 */
export const CORRECTION_SECTIONS = [
  'trade-name-info',
  'business-info',
  'activity-types',
  'establishment-contract',
  'trademark-info',
] as const;
export type CorrectionSection = (typeof CORRECTION_SECTIONS)[number];

export function correctionSectionsFor(kind: ApplicationKind, status: string): CorrectionSection[] {
  if (kind === 'businesses') {
    if (status === 'requires_trade_name_correction') return ['trade-name-info'];
    if (status === 'requires_business_correction') return ['business-info', 'activity-types', 'establishment-contract'];
    return [];
  }
  if (status !== 'returned_to_applicant') return [];
  return kind === 'trade-names' ? ['trade-name-info', 'activity-types'] : ['trademark-info'];
}

/**
 * The top-level keys of the details each section owns (packages/domain/src/applications/
 * application.ts `correctableKeys`, trademarks' `TRADEMARK_CORRECTABLE_KEYS`): a resubmission
 * sends only these.
 */
export function sectionKeysOf(kind: ApplicationKind, section: CorrectionSection): string[] {
  switch (section) {
    case 'trade-name-info':
      return kind === 'businesses'
        ? ['trade_name']
        : [
            'locale',
            'name',
            'locales',
            'protection_level',
            'district_id',
            'trade_name_type',
            'upn',
            'id_type',
            'identity_document_number',
            'passport_number',
            'documentIssueDate',
            'document_expiry',
            'identity_documents',
            'phone_number',
            'partners',
          ];
    case 'business-info':
      return ['company', 'ceo', 'applicant', 'shareholders', 'attachments'];
    case 'activity-types':
      return ['activity_ids'];
    case 'establishment-contract':
      return ['contract'];
    case 'trademark-info':
      return ['wordMark', 'classes', 'owner', 'phone_number'];
  }
}

/** The comment paths (`contract.clauses.capital`, `shareholders[1].upn`) that belong to a section. */
export function commentsOfSection(kind: ApplicationKind, section: CorrectionSection, comments: Record<string, string>): [string, string][] {
  const keys = sectionKeysOf(kind, section);
  return Object.entries(comments).filter(([path]) => keys.includes(topLevelKeyOf(path)));
}

/** `contract.clauses.activities[0]` → `contract`; `wordMark` → `wordMark`. */
export const topLevelKeyOf = (path: string): string => path.split(/[.[]/)[0] ?? path;

/** A reviewer's path (`partners[1].upn`, `contract.clauses.capital`) in the form's dotted form (`partners.1.upn`). */
export const formPathOf = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1');
