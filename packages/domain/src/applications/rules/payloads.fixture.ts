/** Valid payloads and facts for the rules' tests; each test breaks one thing. */
import type { Person } from '#src/reference/civil-registry/person';
import type { BusinessDetails, TradeNameDetails, TrademarkDetails } from '../application.js';
import type { ApplicationFacts } from './facts.js';

export const TODAY = '2025-06-15';

const person = (upn: string, birthDate: string, nationality: Person['nationality'] = 'iraqi'): Person => ({
  upn,
  firstName: 'ئاراس',
  lastName: 'کەریم',
  birthDate,
  nationality,
  gender: 'male',
});

export const PEOPLE = {
  ceo: person('1198503120011', '1985-03-12'),
  partner: person('2199001010022', '1990-01-01'),
  foreigner: person('3198807070033', '1988-07-07', 'foreigner'),
  minor: person('4201001010044', '2010-01-01'),
  noNationality: person('5198001010055', '1980-01-01', null),
  lawyer: person('6197505050066', '1975-05-05'),
} as const;

/** A UPN of the right form that the civil registry does not know. */
export const UNKNOWN_UPN = '9999999999999';

export const upload = (n: number) => `3f1c2a9e-5b7d-4c1e-8a2b-${String(n).padStart(12, '0')}`;

export function factsFor(overrides: Partial<ApplicationFacts> = {}): ApplicationFacts {
  return {
    today: TODAY,
    persons: new Map(Object.values(PEOPLE).map((p) => [p.upn, p])),
    activities: new Map([
      ['5630', { selectable: true }],
      ['4711', { selectable: true }],
      ['56', { selectable: false }],
    ]),
    districts: new Map([
      ['erbil-shaqlawa', { provinceId: 'erbil' }],
      ['erbil-soran', { provinceId: 'erbil' }],
      ['duhok-zakho', { provinceId: 'duhok' }],
    ]),
    ...overrides,
  };
}

export function tradeName(overrides: Partial<TradeNameDetails> = {}): TradeNameDetails {
  return {
    locale: 'ckb',
    name: 'چایخانەی نەورۆز',
    locales: { en: 'Nawroz Tea House' },
    protection_level: 'district_level',
    district_id: 'erbil-shaqlawa',
    trade_name_type: 'profession',
    activity_ids: ['5630'],
    upn: PEOPLE.ceo.upn,
    id_type: 'national_id',
    identity_document_number: 'A1234567',
    document_expiry: '2030-01-01',
    identity_documents: [upload(1)],
    email: 'owner@example.com',
    phone_number: '07501234567',
    partners: [
      { type: 'natural', upn: PEOPLE.ceo.upn, owning_percentage: 60 },
      { type: 'natural', upn: PEOPLE.partner.upn, owning_percentage: 40 },
    ],
    ...overrides,
  };
}

export function business(overrides: Partial<BusinessDetails> = {}): BusinessDetails {
  return {
    type: 'local_company',
    email: 'company@example.com',
    trade_name: { locale: 'ckb', name: 'کۆمپانیای زاگرۆس', protection_level: 'kri_level' },
    company: {
      type: 'limited',
      project_type: 'private',
      capital_in_number: 1_000_000,
      address: { province_id: 'erbil', district_id: 'erbil-soran', street: 'شەقامی ١٠٠ مەتری', location: { lat: 36.65, lng: 44.54 } },
    },
    activity_ids: ['4711', '5630'],
    ceo: {
      upn: PEOPLE.ceo.upn,
      nationality: 'iraqi',
      birth_date: PEOPLE.ceo.birthDate,
      phone_number: '+9647501234567',
      id_type: 'national_id',
      document_expiry: '2029-12-31',
      personal_image: upload(2),
      signature: upload(3),
    },
    applicant: { ceo_is_applicant: true },
    shareholders: [
      { type: 'natural', upn: PEOPLE.ceo.upn, id_type: 'national_id', number_of_shares: 600_000 },
      { type: 'natural', upn: PEOPLE.partner.upn, id_type: 'national_id', number_of_shares: 400_000 },
    ],
    contract: {
      lawyer_name: 'هێمن ئەحمەد',
      lawyer_phone: '07701234567',
      goals: 'بازرگانی گشتی و هاوردەکردنی کەرەستەی خۆراک.',
    },
    attachments: {},
    ...overrides,
  };
}

export function trademark(overrides: Partial<TrademarkDetails> = {}): TrademarkDetails {
  return {
    wordMark: { ckb: 'زاگرۆس', en: 'Zagros' },
    logo: upload(4),
    classes: [
      { classNumber: 30, terms: ['tea', 'coffee'] },
      { classNumber: 43, terms: ['cafés'] },
    ],
    owner: { type: 'natural', upn: PEOPLE.ceo.upn },
    email: 'owner@example.com',
    phone_number: '07501234567',
    ...overrides,
  };
}

export const codesOf = (problems: readonly { code: string }[]) => problems.map((p) => p.code);
export const problemAt = (problems: readonly { code: string; field?: string }[]) => problems.map((p) => [p.code, p.field]);
