import { describe, expect, it } from 'vitest';
import { businessValuesOf, tradeNameValuesOf } from '#src/components/application-form/from-details';
import { sectionKeysOf } from './kinds';
import { sectionChanges } from './section-changes';

const business = {
  type: 'local_company',
  email: 'owner@example.org',
  trade_name: { locale: 'ckb', name: 'زاگرۆس', protection_level: 'kri_level' },
  // Stored as the API keeps it, in an order and spelling the form does not reproduce.
  company: {
    project_type: 'private',
    type: 'limited',
    capital_in_number: 2_000_000,
    address: { district_id: 'erbil-soran', province_id: 'erbil' },
  },
  activity_ids: ['4711'],
  ceo: {
    upn: '1198503120011',
    birth_date: '1985-03-12',
    phone_number: '07501234567',
    personal_image: 'img',
    signature: 'sig',
    nationality: 'iraqi',
  },
  applicant: { ceo_is_applicant: true },
  shareholders: [
    { type: 'natural', upn: '1198503120011', number_of_shares: 1_000_000 },
    { type: 'government', entity_name: 'Ministry', number_of_shares: 1_000_000 },
  ],
  contract: {
    lawyer_name: 'هێمن',
    lawyer_phone: '07701234567',
    goals: 'بازرگانی',
    clauses: { name: 'ن', address: 'ئ', purpose: 'م', activities: ['ف'], capital: 'س', shareholders: 'ش', coordinator: 'ک' },
  },
  attachments: {},
};

describe("a correction's changes", () => {
  const keys = sectionKeysOf('businesses', 'business-info');

  it('are none when nothing was touched', () => {
    const before = businessValuesOf(business);
    expect(sectionChanges('business', keys, before, businessValuesOf(business))).toEqual({});
  });

  it('send each changed key of the section whole, and nothing else', () => {
    const before = businessValuesOf(business);
    const after = businessValuesOf(business);
    after.shareholders[1]!.authorization_letter = 'letter-upload';
    after.applicant = {
      ...after.applicant,
      ceo_is_applicant: 'no',
      upn: '1197001010014',
      union_card_number: 'U-1',
      union_card: 'card',
      power_of_attorney: 'poa',
    };
    // Outside the section: never sent, even when changed.
    after.contract.goals = 'گۆڕاو';
    const changes = sectionChanges('business', keys, before, after);
    expect(Object.keys(changes).sort()).toEqual(['applicant', 'shareholders']);
    expect(changes.applicant).toEqual({
      ceo_is_applicant: false,
      upn: '1197001010014',
      union_card_number: 'U-1',
      union_card: 'card',
      power_of_attorney: 'poa',
    });
    expect((changes.shareholders as { authorization_letter?: string }[])[1]!.authorization_letter).toBe('letter-upload');
    expect((changes.shareholders as unknown[])[0]).toEqual(business.shareholders[0]);
  });

  it("of a trade name's owner send the partners changed", () => {
    const tradeName = {
      locale: 'ckb',
      name: 'نەورۆز',
      protection_level: 'kri_level',
      trade_name_type: 'profession',
      activity_ids: ['9602'],
      upn: '1',
      id_type: 'national_id',
      identity_documents: ['id'],
      email: 'a@b.c',
      phone_number: '0750',
      partners: [{ type: 'natural', upn: '1', owning_percentage: 100 }],
    };
    const before = tradeNameValuesOf(tradeName);
    const after = tradeNameValuesOf(tradeName);
    after.partners = [
      { ...after.partners[0]!, owning_percentage: '50' },
      { type: 'moral', upn: '', owning_percentage: '50', company_name: 'Zagros', uen: '' },
    ];
    after.identity_documents = ['id', 'id-2'];
    const changes = sectionChanges('trade-name', sectionKeysOf('trade-names', 'trade-name-info'), before, after);
    expect(changes).toEqual({
      identity_documents: ['id', 'id-2'],
      partners: [
        { type: 'natural', upn: '1', owning_percentage: 50 },
        { type: 'moral', owning_percentage: 50, company_name: 'Zagros' },
      ],
    });
  });

  it('send null for an answer emptied altogether, which the API removes', () => {
    const tradeName = {
      locale: 'ckb',
      name: 'نەورۆز',
      protection_level: 'district_level',
      district_id: 'erbil-soran',
      trade_name_type: 'profession',
      activity_ids: ['9602'],
      upn: '1',
      id_type: 'passport',
      passport_number: 'A1234567',
      identity_documents: ['id'],
      email: 'a@b.c',
      phone_number: '0750',
      partners: [{ type: 'natural', upn: '1', owning_percentage: 100 }],
    };
    const before = tradeNameValuesOf(tradeName);
    const after = tradeNameValuesOf(tradeName);
    after.protection_level = 'kri_level';
    after.id_type = 'national_id';
    expect(sectionChanges('trade-name', sectionKeysOf('trade-names', 'trade-name-info'), before, after)).toEqual({
      protection_level: 'kri_level',
      district_id: null,
      id_type: 'national_id',
      passport_number: null,
    });
  });
});
