import { describe, expect, it } from 'vitest';
import { businessValuesOf, tradeNameValuesOf } from './from-details';
import { toBusinessPayload, toTradeNamePayload } from './payload';

/** A company as the API keeps it: numbers, lists, booleans, uploads as ids, every kind of shareholder and a lawyer. */
const business = {
  type: 'local_company',
  email: 'owner@example.org',
  trade_name: {
    locale: 'ckb',
    name: 'کۆمپانیای زاگرۆس',
    locales: { en: 'Zagros' },
    protection_level: 'district_level',
    district_id: 'erbil-soran',
  },
  company: {
    type: 'limited',
    project_type: 'private',
    capital_in_number: 3_000_000,
    capital_document: 'file-capital',
    bank_name: 'Cihan Bank',
    bank_number: 'DL-77',
    bank_date: '2026-05-02',
    address: { province_id: 'erbil', district_id: 'erbil-soran', street: '60 Meter', location: { lat: 36.19, lng: 44.01 } },
    income: 1200,
    expenses: 800,
  },
  activity_ids: ['4711', '5610'],
  ceo: {
    upn: '1198503120011',
    full_name: 'Karwan Aziz',
    nationality: 'iraqi',
    birth_date: '1985-03-12',
    phone_number: '07501234567',
    id_type: 'passport',
    passport_number: 'A1234567',
    document_expiry: '2030-01-01',
    personal_image: 'file-image',
    signature: 'file-signature',
    permissions: ['Sign contracts', 'Open accounts'],
    attachments: ['file-a', 'file-b'],
  },
  applicant: {
    ceo_is_applicant: false,
    upn: '1197001010014',
    full_name: 'Hemin Ahmed',
    union_card_number: 'U-1',
    union_card: 'file-union',
    power_of_attorney: 'file-poa',
  },
  shareholders: [
    {
      type: 'natural',
      upn: '1198503120011',
      number_of_shares: 1_000_000,
      id_type: 'civil_status_identity_card',
      personal_image: 'file-sh-image',
    },
    {
      type: 'moral',
      company_name: 'Zagros Holding',
      country_of_registration: 'TR',
      company_capital: 5_000_000,
      currency_type: 'USD',
      number_of_shares: 1_000_000,
      registration_licence: 'file-licence',
    },
    {
      type: 'government',
      entity_name: 'Ministry',
      yearly_budget: 900,
      number_of_shares: 1_000_000,
      authorization_letter: 'file-letter',
      attachments: ['file-gov'],
    },
  ],
  contract: {
    lawyer_name: 'هێمن ئەحمەد',
    lawyer_phone: '07701234567',
    goals: 'بازرگانی',
    clauses: {
      name: 'زاگرۆس',
      address: 'هەولێر',
      purpose: 'بازرگانی',
      activities: ['فرۆشتن', 'چایخانە'],
      capital: 'سێ ملیۆن',
      shareholders: 'سێ',
      coordinator: 'کاروان',
    },
  },
  attachments: { registration_certificate: 'file-cert', beneficial_owner_forms: ['file-bo1', 'file-bo2'] },
};

const tradeName = {
  locale: 'ckb',
  name: 'نەورۆز',
  locales: { en: 'Nawroz' },
  protection_level: 'district_level',
  district_id: 'erbil-soran',
  trade_name_type: 'profession',
  activity_ids: ['9602'],
  upn: '1198503120011',
  id_type: 'national_id',
  identity_document_number: 'N-1',
  identity_documents: ['file-id'],
  email: 'owner@example.org',
  phone_number: '07501234567',
  partners: [
    { type: 'natural', upn: '1198503120011', owning_percentage: 60 },
    { type: 'moral', company_name: 'Zagros', uen: '100000001', owning_percentage: 40 },
  ],
};

const province = (district: string) => (district === 'erbil-soran' ? 'erbil' : undefined);

describe("an application's details as the registration form's values", () => {
  it('give back the same company payload, every section, uploads and kinds of shareholder included', () => {
    const values = businessValuesOf(business, province);
    expect(values.company.capital_in_number).toBe('3000000');
    expect(values.company.address.location).toEqual({ lat: '36.19', lng: '44.01' });
    expect(values.ceo.permissions).toBe('Sign contracts\nOpen accounts');
    expect(values.applicant.ceo_is_applicant).toBe('no');
    // The typed clauses of an older application are dropped: the contract is generated from the answers.
    expect(values.contract).not.toHaveProperty('clauses');
    expect(values.shareholders.map((s) => s.type)).toEqual(['natural', 'moral', 'government']);
    expect(values.ui.trade_name_province_id).toBe('erbil');
    const { clauses: _typed, ...contract } = business.contract as typeof business.contract & { clauses?: unknown };
    expect(toBusinessPayload(values)).toEqual({ ...business, contract });
  });

  it('give back the same trade-name payload, partners included', () => {
    const values = tradeNameValuesOf(tradeName, province);
    expect(values.partners[1]).toMatchObject({ type: 'moral', uen: '100000001', owning_percentage: '40' });
    expect(values.ui.province_id).toBe('erbil');
    expect(toTradeNamePayload(values)).toEqual(tradeName);
  });

  it('read a CEO who applies alone, and leave what the details lack empty', () => {
    const values = businessValuesOf({ ...business, applicant: { ceo_is_applicant: true }, ceo: { upn: '1' }, shareholders: 'not a list' });
    expect(values.applicant.ceo_is_applicant).toBe('yes');
    expect(values.ceo.permissions).toBe('');
    expect(values.ceo.attachments).toEqual([]);
    expect(values.shareholders).toEqual([]);
    expect(values.ui.trade_name_province_id).toBe('');
  });
});
