import { formatNumber } from '#src/shared/i18n/format';
import type { Locale } from '#src/shared/i18n/locale';
import { translate } from '#src/shared/i18n/messages';
import type { Address, BusinessDetails, Shareholder } from '../application.js';
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

/** The registry prints the contract in Central Kurdish (spec §2: "filled in Kurdish letters"). */
export const CONTRACT_LOCALE: Locale = 'ckb';

/** Names of the reference data the record holds by id, in the contract's language (unknown: undefined, the id is shown). */
export interface ContractNames {
  activity(id: string): string | undefined;
  district(id: string): string | undefined;
  province(id: string): string | undefined;
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
  clauses: Record<Exclude<GeneratedClause, 'activities'>, string> & { activities: string[] };
  shareholders: ContractShareholder[];
  /** The applicant's own clauses. */
  goals?: string;
  extraNotes?: string;
}

/** What the generator reads: a submitted record or a draft still being filled in (anything may be missing). */
export type ContractSource = DeepPartial<
  Pick<BusinessDetails, 'trade_name' | 'company' | 'activity_ids' | 'ceo' | 'shareholders' | 'contract'>
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

  return {
    locale,
    clauses: {
      name: translate('contract.clause.name', locale, { name: isolate(name) }),
      address: translate('contract.clause.address', locale, { address: addressText(details.company?.address, names, locale) }),
      purpose: translate('contract.clause.purpose', locale, { activities: activities.length ? activities.join(separator) : BLANK }),
      activities,
      capital: translate('contract.clause.capital', locale, {
        amount: formatContractNumber(capital, locale),
        shares: formatContractNumber(capital, locale),
      }),
      shareholders: translate('contract.clause.shareholders', locale, {
        list: shareholders.length
          ? shareholders
              .map((s) =>
                translate('contract.clause.shareholder', locale, { name: isolate(s.name), shares: s.sharesText, percent: s.percent }),
              )
              .join(separator)
          : BLANK,
      }),
      coordinator: translate('contract.clause.coordinator', locale, { name: isolate(ceoName) }),
      lawyer: translate('contract.clause.lawyer', locale, { name: isolate(lawyerName) }),
    },
    shareholders,
    goals: text(details.contract?.goals),
    extraNotes: text(details.contract?.extra_notes),
  };
}
