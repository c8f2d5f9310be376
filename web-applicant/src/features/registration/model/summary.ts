/**
 * "Check your answers" (GOV.UK pattern, issue 23 §3): every answer of the draft as a row with
 * its label, its value and the step (and field) where it is changed, grouped by step. The rows
 * are built from the payload the API will receive, so what is checked is what is sent; names
 * (district, province, activity, country, document) are looked up by the component that shows
 * them, from the ids kept here.
 */
import { toBusinessPayload, toTradeNamePayload } from '#src/components/application-form/payload';
import type { BusinessFormValues, TradeNameFormValues } from '#src/components/application-form/values';
import { pathOfRuleField, valueAt } from '#src/components/form/paths';
import { REGISTER_STEP, stepsOf, VERIFY_STEP, type Flow } from './flows';

/** A value as the summary shows it; ids are named when shown. */
export type SummaryValue =
  | { kind: 'text'; text: string }
  | { kind: 'lines'; lines: string[] }
  /** A choice: its label is `options.<key>` of the application form's texts. */
  | { kind: 'option'; key: string }
  | { kind: 'number'; value: number }
  | { kind: 'money'; value: number }
  | { kind: 'percent'; value: number }
  /** Shares with their part of all the shares. */
  | { kind: 'shares'; value: number; percent: number }
  | { kind: 'date'; value: string }
  | { kind: 'district'; id: string }
  | { kind: 'province'; id: string }
  | { kind: 'country'; code: string }
  | { kind: 'activities'; ids: string[] }
  | { kind: 'uploads'; ids: string[] }
  | { kind: 'location'; lat: number; lng: number }
  /** The contract's clauses generated from the answers (shown by the contract preview). */
  | { kind: 'contract' };

export interface SummaryLabel {
  /** The namespace of the key: the application form's field labels, or the form kit's (province, district). */
  ns: 'application-form' | 'form';
  key: string;
  params?: Record<string, number>;
}

export interface SummaryRow {
  /** The form path of the field (`shareholders.1.number_of_shares`): the "Change" link focuses it. */
  path: string;
  label: SummaryLabel;
  /** The list item the row belongs to ("Shareholder 2"), when it belongs to one. */
  item?: SummaryLabel;
  value: SummaryValue;
}

export interface SummarySection {
  step: string;
  rows: SummaryRow[];
}

const DATE_KEYS = new Set(['documentIssueDate', 'document_expiry', 'birth_date', 'bank_date', 'residency_card_expiry']);
const MONEY_KEYS = new Set([
  'capital_in_number',
  'income',
  'expenses',
  'last_year_profit',
  'company_capital',
  'yearly_budget',
  'last_year_budget',
]);
const COUNTRY_KEYS = new Set(['country', 'country_of_registration']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Labels whose key is not `fields.<last segment>` (the same name means another thing in another place). */
const LABELS: [RegExp, string][] = [
  [/^type$/, 'fields.businessType'],
  [/^company\.type$/, 'fields.companyType'],
  [/^shareholders\.\d+\.type$/, 'fields.shareholderType'],
  [/^partners\.\d+\.type$/, 'fields.partnerType'],
  [/^partners\.\d+\.upn$/, 'fields.upn'],
  [/^ceo\.email$/, 'fields.ceoEmail'],
  [/^ceo\.attachments$/, 'fields.ceoAttachments'],
  [/^shareholders\.\d+\.attachments$/, 'fields.shareholderAttachments'],
  [/^attachments\.other$/, 'fields.otherAttachments'],
  [/^applicant\.upn$/, 'fields.lawyerUpn'],
  [/^applicant\.full_name$/, 'fields.lawyerName'],
  [/^applicant\.phone_number$/, 'fields.lawyerPhone'],
  [/(^|\.)locales\.(ckb|en|ar)$/, 'options.locale.$2'],
];

function labelOf(path: string): SummaryLabel {
  if (/(^|\.)province_id$/.test(path)) return { ns: 'form', key: 'place.province' };
  if (/(^|\.)district_id$/.test(path)) return { ns: 'form', key: 'place.district' };
  for (const [pattern, key] of LABELS) {
    const match = pattern.exec(path);
    if (match) return { ns: 'application-form', key: key.replace('$2', match[2] ?? '') };
  }
  const leaf = path.split('.').pop() ?? path;
  return { ns: 'application-form', key: `fields.${leaf}` };
}

function optionOf(flow: Flow, path: string, value: string, businessType: string | undefined): string | undefined {
  if (path === 'type') return `businessType.${value}`;
  if (path === 'company.type') return `${businessType === 'foreign_company' ? 'branchCompanyType' : 'localCompanyType'}.${value}`;
  if (path.endsWith('project_type')) return `projectType.${value}`;
  if (/^shareholders\.\d+\.type$/.test(path)) return `shareholderType.${value}`;
  if (/^partners\.\d+\.type$/.test(path)) return `partnerType.${value}`;
  if (path.endsWith('id_type')) return `${flow === 'trade-name' && path === 'id_type' ? 'ownerIdType' : 'personIdType'}.${value}`;
  if (path.endsWith('nationality')) return `nationality.${value}`;
  if (path.endsWith('protection_level')) return `protectionLevel.${value}`;
  if (path === 'locale' || path === 'trade_name.locale') return `locale.${value}`;
  if (path === 'trade_name_type') return `tradeNameType.${value}`;
  return undefined;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && value.length === 0);

/** One leaf of the payload as a row's value. */
function valueOf(flow: Flow, path: string, value: unknown, payload: Record<string, unknown>): SummaryValue {
  const leaf = path.split('.').pop() ?? path;
  if (leaf === 'activity_ids' && Array.isArray(value)) return { kind: 'activities', ids: value.map(String) };
  if (leaf === 'district_id') return { kind: 'district', id: String(value) };
  if (leaf === 'province_id') return { kind: 'province', id: String(value) };
  if (COUNTRY_KEYS.has(leaf)) return { kind: 'country', code: String(value) };
  if (typeof value === 'boolean') return { kind: 'option', key: `yesNo.${value ? 'yes' : 'no'}` };
  if (typeof value === 'number') {
    if (leaf === 'owning_percentage') return { kind: 'percent', value };
    if (leaf === 'number_of_shares') {
      const all = (Array.isArray(payload.shareholders) ? payload.shareholders : []) as { number_of_shares?: unknown }[];
      const total = all.reduce(
        (sum, s) => sum + (typeof s.number_of_shares === 'number' && Number.isFinite(s.number_of_shares) ? s.number_of_shares : 0),
        0,
      );
      return { kind: 'shares', value, percent: total ? (value * 100) / total : 0 };
    }
    return MONEY_KEYS.has(leaf) ? { kind: 'money', value } : { kind: 'number', value };
  }
  if (Array.isArray(value)) {
    const texts = value.map(String);
    return texts.every((text) => UUID.test(text)) ? { kind: 'uploads', ids: texts } : { kind: 'lines', lines: texts };
  }
  const text = String(value);
  if (UUID.test(text)) return { kind: 'uploads', ids: [text] };
  if (DATE_KEYS.has(leaf)) return { kind: 'date', value: text };
  const option = optionOf(flow, path, text, typeof payload.type === 'string' ? payload.type : undefined);
  if (option) return { kind: 'option', key: option };
  return { kind: 'text', text };
}

/** The rows of one payload subtree, depth first; list items of objects get their item label. */
function rowsOf(flow: Flow, path: string, value: unknown, payload: Record<string, unknown>, item?: SummaryLabel): SummaryRow[] {
  if (isBlank(value)) return [];
  if (path.endsWith('location') && value && typeof value === 'object' && 'lat' in value && 'lng' in value) {
    const { lat, lng } = value as { lat: number; lng: number };
    return [{ path: `${path}.lat`, label: labelOf(path), item, value: { kind: 'location', lat, lng } }];
  }
  if (Array.isArray(value) && value.some((entry) => entry && typeof entry === 'object')) {
    const itemKey = path === 'shareholders' ? 'sections.shareholder' : 'sections.partner';
    return value.flatMap((entry, index) =>
      rowsOf(flow, `${path}.${index}`, entry, payload, { ns: 'application-form', key: itemKey, params: { number: index + 1 } }),
    );
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      rowsOf(flow, path ? `${path}.${key}` : key, child, payload, item),
    );
  }
  return [{ path, label: labelOf(path), item, value: valueOf(flow, path, value, payload) }];
}

/**
 * The summary of a draft: one section a step (in the stepper's order), its rows the answers
 * the step owns as the API will receive them. A company's contract step ends with its
 * generated clauses.
 */
export function summaryOf(flow: Flow, values: TradeNameFormValues | BusinessFormValues): SummarySection[] {
  const payload = (flow === 'trade-name'
    ? toTradeNamePayload(values as TradeNameFormValues)
    : toBusinessPayload(values as BusinessFormValues)) as unknown as Record<string, unknown>;
  return stepsOf(flow)
    .filter((step) => step.id !== VERIFY_STEP && step.id !== REGISTER_STEP)
    .map((step) => {
      const rows = step.owns.flatMap((prefix) => rowsOf(flow, pathOfRuleField(prefix), valueAt(payload, prefix), payload));
      if (flow === 'business' && step.id === 'contract')
        rows.push({ path: 'contract', label: { ns: 'application-form', key: 'sections.clauses' }, value: { kind: 'contract' } });
      return { step: step.id, rows };
    });
}
