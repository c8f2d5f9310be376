import { describe, expect, it } from 'vitest';
import { changesOf, correctedDetails, correctionFields, fieldOfProblem, initialValues } from './correction-fields';
import { commentsOfSection, correctionSectionsFor } from './kinds';

const business = {
  type: 'local_company',
  email: 'owner@example.org',
  trade_name: { locale: 'ckb', name: 'کۆمپانیای زاگرۆس', protection_level: 'kri_level' },
  company: { type: 'limited', project_type: 'private', capital_in_number: 1_000_000, address: { province_id: 'erbil', district_id: 'erbil-soran' } },
  activity_ids: ['4711'],
  shareholders: [{ type: 'natural', upn: '1198604170013', number_of_shares: 1_000_000 }],
  contract: {
    lawyer_name: 'هێمن ئەحمەد',
    lawyer_phone: '07701234567',
    goals: 'بازرگانی',
    clauses: { name: 'زاگرۆس', address: 'هەولێر', purpose: 'بازرگانی', activities: ['فرۆشتن', 'چایخانە'], capital: 'یەک ملیۆن', shareholders: 'هاوار', coordinator: 'هاوار' },
  },
};

describe('correction variants', () => {
  it('offers the sections the workflow opens in each returned state', () => {
    expect(correctionSectionsFor('businesses', 'requires_trade_name_correction')).toEqual(['trade-name-info']);
    expect(correctionSectionsFor('businesses', 'requires_business_correction')).toEqual(['business-info', 'activity-types', 'establishment-contract']);
    expect(correctionSectionsFor('businesses', 'submitted')).toEqual([]);
    expect(correctionSectionsFor('trademarks', 'returned_to_applicant')).toEqual(['trademark-info']);
  });

  it('keeps the reviewer comments that belong to a section', () => {
    const comments = { 'contract.clauses.capital': 'Write the amount in words', 'shareholders[0].number_of_shares': 'Check', 'trade_name.name': 'Too general' };
    expect(commentsOfSection('businesses', 'establishment-contract', comments)).toEqual([['contract.clauses.capital', 'Write the amount in words']]);
    expect(commentsOfSection('businesses', 'business-info', comments)).toEqual([['shareholders[0].number_of_shares', 'Check']]);
  });

  it('edits the contract as text and sends only the changed top-level key, whole', () => {
    const fields = correctionFields('businesses', 'establishment-contract', business);
    const values = initialValues(fields, business) as { contract: { clauses: Record<string, string> } };
    expect(values.contract.clauses.activities).toBe('فرۆشتن\nچایخانە');
    expect(changesOf(fields, business, values)).toEqual({});

    values.contract.clauses.capital = 'سەرمایە ١٬٠٠٠٬٠٠٠ دینارە';
    values.contract.clauses.activities = 'فرۆشتن\n\n چایخانە \n';
    const changes = changesOf(fields, business, values);
    expect(Object.keys(changes)).toEqual(['contract']);
    expect(changes.contract).toEqual({ ...business.contract, clauses: { ...business.contract.clauses, capital: 'سەرمایە ١٬٠٠٠٬٠٠٠ دینارە' } });
    // The application's own details are never changed in place.
    expect(business.contract.clauses.capital).toBe('یەک ملیۆن');
  });

  it('turns numbers, Kurdish digits and optional answers back into the payload types', () => {
    const fields = correctionFields('businesses', 'business-info', business);
    const values = initialValues(fields, business) as { company: Record<string, string>; shareholders: { number_of_shares: string }[] };
    values.company.capital_in_number = '٢٬٠٠٠٬٠٠٠';
    values.shareholders[0]!.number_of_shares = '2000000';
    values.company.bank_name = '   ';
    const corrected = correctedDetails(fields, business, values) as typeof business & { company: { bank_name?: string } };
    expect(corrected.company.capital_in_number).toBe(2_000_000);
    expect(corrected.shareholders[0]!.number_of_shares).toBe(2_000_000);
    expect('bank_name' in corrected.company).toBe(false);
    expect(corrected.company.address).toEqual(business.company.address);
  });

  it('puts a problem inside a list at the field that holds the list', () => {
    const fields = correctionFields('businesses', 'establishment-contract', business);
    expect(fieldOfProblem(fields, 'contract.clauses.activities[1]')).toBe('contract.clauses.activities');
    expect(fieldOfProblem(fields, 'contract.clauses.capital')).toBe('contract.clauses.capital');
    expect(fieldOfProblem(fields, 'company.type')).toBeUndefined();
  });
});
