import { describe, expect, it } from 'vitest';
import { emptyBusiness, emptyShareholder, emptyTradeName } from '#src/components/application-form/values';
import { toBusinessPayload, toTradeNamePayload } from '#src/components/application-form/payload';
import { summaryOf, type SummarySection } from './summary';

const UPLOAD = '3f1c2a9e-5b7d-4c1e-8a2b-000000000002';

function company() {
  const values = emptyBusiness('local_company');
  values.email = 'a@example.org';
  values.trade_name.name = 'کۆمپانیای زاگرۆس';
  values.company.type = 'limited';
  values.company.project_type = 'private';
  values.company.capital_in_number = '3,000,000';
  values.company.address.province_id = 'erbil';
  values.company.address.district_id = 'erbil-soran';
  values.activity_ids = ['4711', '5630'];
  values.ceo.upn = '1198503120011';
  values.ceo.personal_image = UPLOAD;
  values.shareholders = [
    { ...emptyShareholder(), upn: '1198503120011', number_of_shares: '2,250,000' },
    { ...emptyShareholder('moral'), company_name: 'Sirwan', country_of_registration: 'TR', number_of_shares: '750000' },
  ];
  values.attachments.beneficial_owner_forms = [UPLOAD, UPLOAD.replace(/2$/, '3')];
  values.contract.goals = 'بازرگانی گشتی';
  return values;
}

const rowsOf = (sections: SummarySection[], step: string) => sections.find((s) => s.step === step)?.rows ?? [];
const at = (sections: SummarySection[], path: string) => sections.flatMap((s) => s.rows).find((row) => row.path === path);

describe('check your answers', () => {
  it('groups every answer by the step that asks it, in the stepper’s order, without the e-mail check or the summary itself', () => {
    expect(summaryOf('business', company()).map((s) => s.step)).toEqual([
      'basic-info',
      'trade-name',
      'company',
      'ceo',
      'shareholders',
      'documents',
      'contract',
    ]);
    expect(summaryOf('trade-name', emptyTradeName()).map((s) => s.step)).toEqual(['basic-info', 'trade-name', 'owner']);
  });

  it('keeps ids to be named (district, province, activities, countries, documents) and labels each by its field', () => {
    const sections = summaryOf('business', company());
    expect(at(sections, 'company.address.district_id')).toMatchObject({
      label: { ns: 'form', key: 'place.district' },
      value: { kind: 'district', id: 'erbil-soran' },
    });
    expect(at(sections, 'company.address.province_id')?.value).toEqual({ kind: 'province', id: 'erbil' });
    expect(at(sections, 'activity_ids')?.value).toEqual({ kind: 'activities', ids: ['4711', '5630'] });
    expect(at(sections, 'shareholders.1.country_of_registration')?.value).toEqual({ kind: 'country', code: 'TR' });
    expect(at(sections, 'attachments.beneficial_owner_forms')).toMatchObject({
      label: { key: 'fields.beneficial_owner_forms' },
      value: { kind: 'uploads' },
    });
    expect(at(sections, 'ceo.personal_image')?.value).toEqual({ kind: 'uploads', ids: [UPLOAD] });
    expect(at(sections, 'company.type')?.value).toEqual({ kind: 'option', key: 'localCompanyType.limited' });
    expect(at(sections, 'company.capital_in_number')?.value).toEqual({ kind: 'money', value: 3_000_000 });
    expect(at(sections, 'type')?.label.key).toBe('fields.businessType');
  });

  it('gives each shareholder’s shares with their percentage, in the shareholder’s own group', () => {
    const rows = rowsOf(summaryOf('business', company()), 'shareholders');
    expect(rows.filter((row) => row.path.endsWith('number_of_shares')).map((row) => [row.item?.params?.number, row.value])).toEqual([
      [1, { kind: 'shares', value: 2_250_000, percent: 75 }],
      [2, { kind: 'shares', value: 750_000, percent: 25 }],
    ]);
  });

  it('ends the contract step with the generated clauses, and leaves blank answers out', () => {
    const sections = summaryOf('business', company());
    const contract = rowsOf(sections, 'contract');
    expect(contract.map((row) => row.path)).toEqual(['contract.goals', 'contract']);
    expect(contract.at(-1)?.value).toEqual({ kind: 'contract' });
    expect(at(sections, 'company.bank_name')).toBeUndefined();
  });

  it('shows a trade name’s partners with their percentages and the owner’s document kind by name', () => {
    const values = emptyTradeName();
    values.id_type = 'passport';
    values.partners = [{ type: 'natural', upn: '1198503120011', owning_percentage: '60', company_name: '', uen: '' }];
    const sections = summaryOf('trade-name', values);
    expect(at(sections, 'partners.0.owning_percentage')?.value).toEqual({ kind: 'percent', value: 60 });
    expect(at(sections, 'id_type')?.value).toEqual({ kind: 'option', key: 'ownerIdType.passport' });
  });

  it('neither shows nor sends a number hidden by a later choice: a passport chosen after a document number was typed (issue 34 §5)', () => {
    const values = company();
    values.ceo.id_type = 'national_id';
    values.ceo.identity_document_number = 'A1234567';
    values.shareholders[0]!.id_type = 'national_id';
    values.shareholders[0]!.identity_document_number = 'B7654321';
    expect(at(summaryOf('business', values), 'ceo.identity_document_number')?.value).toEqual({ kind: 'text', text: 'A1234567' });
    // The applicant changes their mind: a passport. Its number replaces the document's.
    values.ceo.id_type = 'passport';
    values.ceo.passport_number = 'N1234567';
    values.shareholders[0]!.id_type = 'passport';
    values.shareholders[0]!.passport_number = 'P7654321';
    const sections = summaryOf('business', values);
    expect(at(sections, 'ceo.passport_number')?.value).toEqual({ kind: 'text', text: 'N1234567' });
    expect(at(sections, 'ceo.identity_document_number')).toBeUndefined();
    expect(at(sections, 'shareholders.0.passport_number')?.value).toEqual({ kind: 'text', text: 'P7654321' });
    expect(at(sections, 'shareholders.0.identity_document_number')).toBeUndefined();
    const sent = toBusinessPayload(values);
    expect(sent.ceo).not.toHaveProperty('identity_document_number');
    expect(sent.shareholders[0]).not.toHaveProperty('identity_document_number');

    const owner = emptyTradeName();
    owner.identity_document_number = 'C1111111';
    owner.id_type = 'passport';
    owner.passport_number = 'N7777777';
    expect(at(summaryOf('trade-name', owner), 'identity_document_number')).toBeUndefined();
    expect(toTradeNamePayload(owner)).not.toHaveProperty('identity_document_number');
  });
});
