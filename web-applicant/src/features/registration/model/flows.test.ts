import { describe, expect, it } from 'vitest';
import { stepOwning } from './flows';
import { draftProblems, stepProblems } from './step-rules';
import { numberOf, toBusinessPayload } from '#src/components/application-form/payload';
import { emptyBusiness, emptyShareholder, mergeDefaults } from '#src/components/application-form/values';

const TODAY = '2026-06-01';

function business() {
  const values = emptyBusiness('local_company');
  values.email = 'a@example.org';
  values.trade_name.name = 'کۆمپانیای زاگرۆس';
  values.company.type = 'limited';
  values.company.capital_in_number = '1,000,000';
  values.company.address.province_id = 'erbil';
  values.company.address.district_id = 'erbil-soran';
  values.activity_ids = ['4711'];
  values.ceo.upn = '1198503120011';
  values.ceo.birth_date = '1985-03-12';
  values.ceo.phone_number = '0750 123 4567';
  values.ceo.personal_image = '3f1c2a9e-5b7d-4c1e-8a2b-000000000002';
  values.ceo.signature = '3f1c2a9e-5b7d-4c1e-8a2b-000000000003';
  values.shareholders = [{ ...emptyShareholder(), upn: '1198503120011', number_of_shares: '1000000' }];
  values.contract = {
    lawyer_name: 'هێمن ئەحمەد',
    lawyer_email: '',
    lawyer_phone: '07701234567',
    goals: 'بازرگانی گشتی',
    extra_notes: '',
  };
  return values;
}

describe('the business draft', () => {
  it('is complete when every rule the browser can judge holds', () => {
    expect(draftProblems('business', business(), TODAY)).toEqual([]);
    const payload = toBusinessPayload(business());
    expect(payload.company.capital_in_number).toBe(1_000_000);
    expect(payload.ceo.phone_number).toBe('07501234567');
    expect(payload.contract).not.toHaveProperty('clauses');
    expect(payload.applicant).toEqual({ ceo_is_applicant: true });
  });

  it("gives each step its own problems, with the API's codes", () => {
    const values = business();
    values.company.capital_in_number = '500000';
    values.contract.goals = 'general trade';
    values.shareholders.push({ ...emptyShareholder('government'), entity_name: 'وەزارەت', number_of_shares: '400000' });
    expect(stepProblems('business', 'company', values, TODAY).map((p) => p.code)).toEqual(['company.capital-below-minimum']);
    // One message a field (GOV.UK): the total first, the government share once the total is right.
    expect(stepProblems('business', 'shareholders', values, TODAY).map((p) => p.code)).toEqual(['shareholders.shares-not-capital']);
    values.company.capital_in_number = '1400000';
    expect(stepProblems('business', 'shareholders', values, TODAY).map((p) => p.code)).toEqual(['shareholders.government-share-too-high']);
    expect(stepProblems('business', 'contract', values, TODAY).map((p) => `${p.code}@${p.field}`)).toEqual([
      'contract.kurdish-letters-only@contract.goals',
    ]);
  });

  it('asks for the lawyer’s papers when the director does not apply', () => {
    const values = business();
    values.applicant.ceo_is_applicant = 'no';
    expect(
      stepProblems('business', 'ceo', values, TODAY)
        .map((p) => p.field)
        .sort(),
    ).toEqual(['applicant.power_of_attorney', 'applicant.union_card', 'applicant.union_card_number', 'applicant.upn']);
  });

  it('knows which step asks for a field the API refused', () => {
    expect(stepOwning('business', 'shareholders.1.upn')).toBe('shareholders');
    expect(stepOwning('business', 'trade_name.name')).toBe('trade-name');
    expect(stepOwning('business', 'attachments.legacyReference')).toBe('basic-info');
    expect(stepOwning('trade-name', 'partners.0.upn')).toBe('owner');
  });
});

describe('numbers as typed', () => {
  it('reads separators and Kurdish digits, refuses words', () => {
    expect(numberOf('١٬٠٠٠٬٠٠٠')).toBe(1_000_000);
    expect(numberOf('33.34')).toBe(33.34);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('12a')).toBeNaN();
  });

  it('fills what an older draft lacks', () => {
    const merged = mergeDefaults(emptyBusiness(), { email: 'x@y.z', company: { type: 'limited' } });
    expect(merged.email).toBe('x@y.z');
    expect(merged.company.address.province_id).toBe('');
  });
});
