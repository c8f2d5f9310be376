/**
 * An application's stored details (the API's payload) as the form's values: the inverse of
 * `toTradeNamePayload` / `toBusinessPayload`, so that a returned application opens in the same
 * fields it was registered with. Numbers become text as typed, lists of lines one line each,
 * yes/no answers 'yes' | 'no'; what the details lack stays empty. The API's shape is not trusted:
 * a value of another type is left out.
 */
import {
  emptyBusiness,
  emptyPartner,
  emptyShareholder,
  emptyTradeName,
  mergeDefaults,
  type BusinessFormValues,
  type TradeNameFormValues,
} from './values';

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Loose => (isRecord(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Numbers as the applicant would type them; everything else as the form keeps it. */
function asFormValue(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(asFormValue);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, asFormValue(v)]));
  return value;
}

const linesOf = (value: unknown): string =>
  list(value)
    .filter((line) => typeof line === 'string')
    .join('\n');

export function tradeNameValuesOf(details: unknown, provinceOfDistrict?: (districtId: string) => string | undefined): TradeNameFormValues {
  const d = record(asFormValue(details));
  const values = mergeDefaults(emptyTradeName(), { ...d, partners: undefined, ui: undefined });
  values.partners = list(d.partners).map((partner) => mergeDefaults(emptyPartner(), partner));
  values.ui.province_id = (values.district_id && provinceOfDistrict?.(values.district_id)) || '';
  return values;
}

export function businessValuesOf(details: unknown, provinceOfDistrict?: (districtId: string) => string | undefined): BusinessFormValues {
  const d = record(asFormValue(details));
  const ceo = record(d.ceo);
  const applicant = record(d.applicant);
  const contract = record(d.contract);
  const values = mergeDefaults(emptyBusiness(), {
    ...d,
    ceo: { ...ceo, permissions: linesOf(ceo.permissions) },
    applicant: { ...applicant, ceo_is_applicant: applicant.ceo_is_applicant === false ? 'no' : 'yes' },
    // Clauses an older application typed are not answers any more: the contract is generated.
    contract,
    shareholders: undefined,
    ui: undefined,
  });
  values.shareholders = list(d.shareholders).map((holder) => mergeDefaults(emptyShareholder(''), holder));
  const districtId = values.trade_name.district_id;
  values.ui.trade_name_province_id = (districtId && provinceOfDistrict?.(districtId)) || '';
  return values;
}
