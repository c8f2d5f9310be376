import { fieldIdOf } from '#src/components/form/paths';
import { LOGO_FIELD_ID } from '../components/logo-field';
import { toPayload, type TrademarkFormValues } from './form-values';

/** One answer of the reservation as check your answers shows it; `label` is a key of the trademarks texts. */
export interface TrademarkSummaryRow {
  /** The id of the field its "Change" focuses. */
  fieldId: string;
  label: string;
  labelParams?: Record<string, number>;
  value:
    | { kind: 'text'; text: string }
    | { kind: 'lines'; lines: string[] }
    | { kind: 'label'; key: string }
    | { kind: 'class'; number: number }
    | { kind: 'file'; name: string; size: number };
}

/**
 * The reservation's answers as the API will receive them (issue 23 §3: the trademark form gets
 * check your answers too): the word mark in each language given, the logo by its file name, each
 * class with its goods or services, the owner and the contact.
 */
export function trademarkSummaryRows(values: TrademarkFormValues, logo: { name: string; size: number } | undefined): TrademarkSummaryRow[] {
  const payload = toPayload(values);
  const rows: TrademarkSummaryRow[] = [];
  for (const locale of ['ckb', 'en', 'ar'] as const) {
    const text = payload.wordMark[locale];
    if (text) rows.push({ fieldId: fieldIdOf(`wordMark.${locale}`), label: `form.wordMark.${locale}`, value: { kind: 'text', text } });
  }
  if (logo) rows.push({ fieldId: LOGO_FIELD_ID, label: 'form.logo.label', value: { kind: 'file', name: logo.name, size: logo.size } });
  payload.classes.forEach((c, index) => {
    rows.push({
      fieldId: fieldIdOf(`classes.${index}.classNumber`),
      label: 'check.classNumber',
      labelParams: { number: index + 1 },
      value: { kind: 'class', number: c.classNumber },
    });
    rows.push({
      fieldId: fieldIdOf(`classes.${index}.terms`),
      label: 'check.classTerms',
      labelParams: { number: index + 1 },
      value: { kind: 'lines', lines: c.terms },
    });
  });
  rows.push({
    fieldId: fieldIdOf('owner.type'),
    label: 'form.owner.type',
    value: { kind: 'label', key: payload.owner.type === 'company' ? 'form.owner.company' : 'form.owner.natural' },
  });
  if (payload.owner.type === 'company') {
    rows.push({
      fieldId: fieldIdOf('owner.company_name'),
      label: 'form.owner.companyName',
      value: { kind: 'text', text: payload.owner.company_name ?? '' },
    });
    if (payload.owner.uen)
      rows.push({ fieldId: fieldIdOf('owner.uen'), label: 'form.owner.uen', value: { kind: 'text', text: payload.owner.uen } });
  } else {
    rows.push({ fieldId: fieldIdOf('owner.upn'), label: 'form.owner.upn', value: { kind: 'text', text: payload.owner.upn ?? '' } });
  }
  rows.push({ fieldId: fieldIdOf('email'), label: 'form.contact.email', value: { kind: 'text', text: payload.email } });
  rows.push({ fieldId: fieldIdOf('phone_number'), label: 'form.contact.phone', value: { kind: 'text', text: payload.phone_number } });
  return rows;
}
