import { formatNumber } from '#src/shared/i18n/format';
import type { Locale } from '#src/shared/i18n/locale';
import { translate } from '#src/shared/i18n/messages';
import { BRANCH_COMPANY_TYPES, type Address, type BusinessDetails, type Shareholder } from '../application.js';
import './messages.js';

/**
 * The establishment contract generated from the application's record (spec §2, issue 23 §2).
 *
 * Name, address, purpose, activities, capital, shareholders with their shares, coordinator and
 * lawyer are never typed: they are written here from the record, so a corrected capital or
 * shareholder is in the contract the moment the record has it, and the printed contract cannot
 * disagree with the record. Only the company's goals and extra notes are the applicant's own
 * text. The clauses that older applications typed (`contract.clauses`) are ignored.
 */

/** The contract's generated clauses, in the order they are printed. */
export const GENERATED_CLAUSES = ['name', 'address', 'purpose', 'activities', 'capital', 'shareholders', 'coordinator', 'lawyer'] as const;
export type GeneratedClause = (typeof GENERATED_CLAUSES)[number];

/** A foreign company's branch names its parent company after its own name (issue 34 §4). */
export const BRANCH_CLAUSES = [
  'name',
  'parent',
  'address',
  'purpose',
  'activities',
  'capital',
  'shareholders',
  'coordinator',
  'lawyer',
] as const;
export type ContractClause = (typeof BRANCH_CLAUSES)[number];

/** The clauses of this contract in print order: a branch's include its parent. */
export const clausesOf = (contract: GeneratedContract): readonly ContractClause[] => (contract.branch ? BRANCH_CLAUSES : GENERATED_CLAUSES);

/** The registry prints the contract in Central Kurdish (spec §2: "filled in Kurdish letters"). */
export const CONTRACT_LOCALE: Locale = 'ckb';

/** Names of the reference data the record holds by id, in the contract's language (unknown: undefined, the id is shown). */
export interface ContractNames {
  activity(id: string): string | undefined;
  district(id: string): string | undefined;
  province(id: string): string | undefined;
  /** A country by its ISO 3166-1 code (a branch's parent company); without it the code is shown. */
  country?(code: string): string | undefined;
}

export interface ContractShareholder {
  name: string;
  shares: number;
  /** The share of the capital, formatted (`٢٥٪`). */
  percent: string;
  /** Number of shares, formatted. */
  sharesText: string;
}

export interface GeneratedContract {
  locale: Locale;
  clauses: Record<Exclude<GeneratedClause, 'activities'>, string> & { activities: string[]; parent?: string };
  shareholders: ContractShareholder[];
  /** Set for a foreign company's branch: its parent company and the parent's country, by name. */
  branch?: { parent: string; country: string; manager: string };
  /** The applicant's own clauses. */
  goals?: string;
  extraNotes?: string;
}

/** What the generator reads: a submitted record or a draft still being filled in (anything may be missing). */
export type ContractSource = DeepPartial<
  Pick<BusinessDetails, 'type' | 'trade_name' | 'company' | 'activity_ids' | 'ceo' | 'shareholders' | 'contract'>
>;
type DeepPartial<T> = T extends readonly (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

const LIST_SEPARATORS: Record<Locale, string> = { ckb: '، ', ar: '، ', en: '; ', kmr: '; ' };
const BLANK = '—';

export function formatContractNumber(value: number, locale: Locale): string {
  return formatNumber(value, locale, { useGrouping: true, maximumFractionDigits: 0 });
}

/** A percentage (25 for 25 %) with at most two decimals. */
export function formatContractPercent(percentage: number, locale: Locale): string {
  return formatNumber(percentage / 100, locale, { style: 'percent', maximumFractionDigits: 2 });
}

/**
 * The applicant's own words (a name, a street) inside a sentence of the contract, isolated
 * (Unicode FSI … PDI): a Kurdish name in an English sentence, or a Latin one in a Kurdish
 * sentence, keeps its direction without reordering the digits and words around it.
 */
export const isolate = (words: string): string => `\u2068${words}\u2069`;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A shareholder's name as the contract names them: the person, the company or the government entity. */
export function shareholderName(shareholder: DeepPartial<Shareholder>): string {
  return (
    text(shareholder.full_name) ??
    text(shareholder.company_name) ??
    text(shareholder.registered_company_name) ??
    text(shareholder.entity_name) ??
    text(shareholder.upn) ??
    BLANK
  );
}

function addressText(address: DeepPartial<Address> | undefined, names: ContractNames, locale: Locale): string {
  if (!address) return BLANK;
  const parts: string[] = [];
  const province = text(address.province_id);
  const district = text(address.district_id);
  if (province) parts.push(names.province(province) ?? province);
  if (district) parts.push(names.district(district) ?? district);
  // Neighbourhood and street as the applicant wrote them ("شەقامی ١٠٠ مەتری"); the numbers need their word.
  for (const key of ['neighborhood', 'street'] as const) {
    const value = text(address[key]);
    if (value) parts.push(isolate(value));
  }
  for (const key of ['street_number', 'house_number'] as const) {
    const value = text(address[key]);
    if (value) parts.push(translate(`contract.clause.address.${key}`, locale, { value: isolate(value) }));
  }
  return parts.length ? parts.join(locale === 'ckb' || locale === 'ar' ? '، ' : ', ') : BLANK;
}

/** A foreign company's branch (spec §2): the application's kind, or a branch type of company (an older draft may hold only one). */
export function isBranchRecord(details: Pick<ContractSource, 'type' | 'company'>): boolean {
  return details.type === 'foreign_company' || (BRANCH_COMPANY_TYPES as readonly unknown[]).includes(details.company?.type);
}

/**
 * The parent company of a branch: the company among the shareholders (the parent holds the
 * branch's shares), else any shareholder's name.
 */
function parentOf(shareholders: readonly DeepPartial<Shareholder>[]): DeepPartial<Shareholder> | undefined {
  return shareholders.find((s) => s.type === 'moral') ?? shareholders[0];
}

/**
 * The contract of a company from its record (or draft), in `locale` (the registry prints
 * `CONTRACT_LOCALE`). Pure: the same record and names always give the same text.
 */
export function generateContract(details: ContractSource, names: ContractNames, locale: Locale = CONTRACT_LOCALE): GeneratedContract {
  const tradeName = details.trade_name;
  // The name as spelt in the contract's language when the applicant gave that spelling.
  const localName = locale === 'kmr' ? undefined : text(tradeName?.locales?.[locale]);
  const name = localName ?? text(tradeName?.name) ?? BLANK;

  const activityIds = (details.activity_ids ?? []).filter((id): id is string => !!text(id));
  const activities = activityIds.map((id) => {
    const label = names.activity(id);
    return label ? `${label} (${id})` : id;
  });
  const separator = LIST_SEPARATORS[locale];

  const capital =
    typeof details.company?.capital_in_number === 'number' && Number.isFinite(details.company.capital_in_number)
      ? details.company.capital_in_number
      : 0;
  const list = (details.shareholders ?? []).filter(Boolean) as DeepPartial<Shareholder>[];
  const totalShares = list.reduce((sum, s) => sum + (typeof s.number_of_shares === 'number' ? s.number_of_shares : 0), 0);
  const shareholders: ContractShareholder[] = list.map((s) => {
    const shares = typeof s.number_of_shares === 'number' ? s.number_of_shares : 0;
    return {
      name: shareholderName(s),
      shares,
      sharesText: formatContractNumber(shares, locale),
      // Of the capital the shares make up (one share = 1 IQD; the rules make the shares total the capital).
      percent: formatContractPercent(totalShares ? (shares * 100) / totalShares : 0, locale),
    };
  });

  const ceoName = text(details.ceo?.full_name) ?? text(details.ceo?.upn) ?? BLANK;
  const lawyerName = text(details.contract?.lawyer_name) ?? BLANK;
  // A branch's clauses speak of the branch, its office and its manager, and name the parent (issue 34 §4).
  const branch = isBranchRecord(details);
  const of = (key: string) => (branch ? `${key}.branch` : key);
  const parent = branch ? parentOf(list) : undefined;
  const countryCode = text(details.company?.country) ?? text(parent?.country_of_registration);
  const branchFacts = branch
    ? {
        parent: parent ? shareholderName(parent) : BLANK,
        country: countryCode ? (names.country?.(countryCode) ?? countryCode) : BLANK,
        manager: ceoName,
      }
    : undefined;

  return {
    locale,
    clauses: {
      name: translate(of('contract.clause.name'), locale, { name: isolate(name) }),
      ...(branchFacts
        ? {
            parent: translate('contract.clause.parent', locale, {
              parent: isolate(branchFacts.parent),
              country: isolate(branchFacts.country),
            }),
          }
        : {}),
      address: translate(of('contract.clause.address'), locale, { address: addressText(details.company?.address, names, locale) }),
      purpose: translate(of('contract.clause.purpose'), locale, { activities: activities.length ? activities.join(separator) : BLANK }),
      activities,
      capital: translate(of('contract.clause.capital'), locale, {
        amount: formatContractNumber(capital, locale),
        shares: formatContractNumber(capital, locale),
      }),
      shareholders: translate(of('contract.clause.shareholders'), locale, {
        list: shareholders.length
          ? shareholders
              .map((s) =>
                translate('contract.clause.shareholder', locale, { name: isolate(s.name), shares: s.sharesText, percent: s.percent }),
              )
              .join(separator)
          : BLANK,
      }),
      coordinator: translate(of('contract.clause.coordinator'), locale, { name: isolate(ceoName) }),
      lawyer: translate('contract.clause.lawyer', locale, { name: isolate(lawyerName) }),
    },
    shareholders,
    ...(branchFacts ? { branch: branchFacts } : {}),
    goals: text(details.contract?.goals),
    extraNotes: text(details.contract?.extra_notes),
  };
}
