import { validateTradeNameDetails } from './trade-name.js';
import { factsFor, PEOPLE, tradeName, UNKNOWN_UPN } from './payloads.fixture.js';

const facts = factsFor();

describe('validateTradeNameDetails', () => {
  it('given a complete, valid trade-name application, when validated, then no problem', () => {
    expect(validateTradeNameDetails(tradeName(), facts)).toEqual([]);
  });

  it('given region-wide protection and no district, when validated, then no problem', () => {
    expect(validateTradeNameDetails(tradeName({ protection_level: 'kri_level', district_id: undefined }), facts)).toEqual([]);
  });

  it('given district-level protection without a district, when validated, then trade-name.district-required on district_id', () => {
    expect(validateTradeNameDetails(tradeName({ district_id: undefined }), facts)).toEqual([{ code: 'trade-name.district-required', field: 'district_id' }]);
  });

  it('given an unknown district, when validated, then district.unknown', () => {
    expect(validateTradeNameDetails(tradeName({ district_id: 'atlantis' }), facts)).toEqual([{ code: 'district.unknown', field: 'district_id' }]);
  });

  it('given no activity, an unknown one, a heading and a repeated one, when validated, then each refused at its place', () => {
    expect(validateTradeNameDetails(tradeName({ activity_ids: [] }), facts)).toEqual([{ code: 'validation.required', field: 'activity_ids' }]);
    expect(validateTradeNameDetails(tradeName({ activity_ids: ['5630', '9999', '56', '5630'] }), facts)).toEqual([
      { code: 'activity.unknown', field: 'activity_ids[1]', params: { id: '9999' } },
      { code: 'activity.not-selectable', field: 'activity_ids[2]', params: { id: '56' } },
      { code: 'activity.duplicate', field: 'activity_ids[3]', params: { id: '5630' } },
    ]);
  });

  it.each([
    [PEOPLE.minor.upn, [{ code: 'person.minor', field: 'upn', params: { minimumAge: 18 } }]],
    [PEOPLE.noNationality.upn, [{ code: 'upn.no-nationality', field: 'upn' }]],
    [UNKNOWN_UPN, [{ code: 'upn.unknown', field: 'upn' }]],
    ['119850312001', [{ code: 'upn.invalid', field: 'upn' }]],
  ])('given the owner %s, when validated, then the civil registry problem on upn', (upn, expected) => {
    const partners = [{ type: 'natural' as const, upn: PEOPLE.partner.upn, owning_percentage: 100 }];
    expect(validateTradeNameDetails(tradeName({ upn, partners }), facts)).toEqual(expected);
  });

  it('given a foreign owner, when validated, then accepted (only the CEO of a company must be Iraqi)', () => {
    const partners = [{ type: 'natural' as const, upn: PEOPLE.foreigner.upn, owning_percentage: 100 }];
    expect(validateTradeNameDetails(tradeName({ upn: PEOPLE.foreigner.upn, partners }), facts)).toEqual([]);
  });

  it('given a passport as identity document, when its number and expiry are missing, then both are required', () => {
    expect(validateTradeNameDetails(tradeName({ id_type: 'passport', document_expiry: undefined }), facts)).toEqual([
      { code: 'validation.required', field: 'passport_number' },
      { code: 'validation.required', field: 'document_expiry' },
    ]);
  });

  it('given an identity document expiring in three months, when validated, then document.validity-too-short', () => {
    expect(validateTradeNameDetails(tradeName({ document_expiry: '2025-09-15' }), facts)).toEqual([
      { code: 'document.validity-too-short', field: 'document_expiry', params: { months: 6, earliestExpiry: '2025-12-15' } },
    ]);
  });

  it('given no identity document upload, a bad e-mail and a landline, when validated, then all three at once', () => {
    expect(validateTradeNameDetails(tradeName({ identity_documents: [], email: 'owner@', phone_number: '0662221234' }), facts)).toEqual([
      { code: 'validation.required', field: 'identity_documents' },
      { code: 'validation.email', field: 'email' },
      { code: 'phone.invalid', field: 'phone_number' },
    ]);
  });

  it('given partners that do not total 100, when validated, then the partner rule applies', () => {
    const partners = [{ type: 'natural' as const, upn: PEOPLE.ceo.upn, owning_percentage: 50 }];
    expect(validateTradeNameDetails(tradeName({ partners }), facts)).toEqual([
      { code: 'partners.percentage-total', field: 'partners', params: { total: 50, expected: 100 } },
    ]);
  });

  it('given the name is in Latin letters for ckb, when validated, then no problem here (the eligibility engine judges names)', () => {
    expect(validateTradeNameDetails(tradeName({ name: 'Nawroz @ Tea!!' }), facts)).toEqual([]);
  });
});
