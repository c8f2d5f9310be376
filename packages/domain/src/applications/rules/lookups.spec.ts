import { describe, expect, it } from 'vitest';
import { activityIdsOf, districtIdsOf, upnsOf } from './lookups.js';
import { business, PEOPLE, trademark, tradeName } from './payloads.fixture.js';

describe('what the caller looks up', () => {
  it('given a trade name, when asked, then the owner’s and partners’ UPNs once each, its activities and district', () => {
    const details = tradeName({
      partners: [
        ...tradeName().partners,
        { type: 'moral', upn: PEOPLE.lawyer.upn, company_name: 'X', owning_percentage: 1 },
        { type: 'natural', upn: 'bad', owning_percentage: 1 },
      ],
    });
    expect(upnsOf(details)).toEqual([PEOPLE.ceo.upn, PEOPLE.partner.upn, PEOPLE.lawyer.upn]);
    expect(activityIdsOf(tradeName({ activity_ids: ['5630', '5630', '4711'] }))).toEqual(['5630', '4711']);
    expect(districtIdsOf(details)).toEqual(['erbil-shaqlawa']);
    expect(districtIdsOf(tradeName({ district_id: undefined }))).toEqual([]);
  });

  it('given a business, when asked, then the CEO’s, the lawyer’s and the shareholders’ UPNs, activities and both districts', () => {
    const details = business({
      applicant: { ceo_is_applicant: false, upn: PEOPLE.lawyer.upn },
      trade_name: { locale: 'en', name: 'Zagros', protection_level: 'district_level', district_id: 'erbil-shaqlawa' },
    });
    expect(upnsOf(details)).toEqual([PEOPLE.ceo.upn, PEOPLE.lawyer.upn, PEOPLE.partner.upn]);
    expect(activityIdsOf(details)).toEqual(['4711', '5630']);
    expect(districtIdsOf(details)).toEqual(['erbil-shaqlawa', 'erbil-soran']);
  });

  it('given a business whose CEO applies, when asked, then a leftover lawyer UPN is not looked up', () => {
    expect(upnsOf(business({ applicant: { ceo_is_applicant: true, upn: PEOPLE.lawyer.upn } }))).not.toContain(PEOPLE.lawyer.upn);
  });

  it('given a trademark, when asked, then the natural owner’s UPN only, and no activities or districts', () => {
    expect(upnsOf(trademark())).toEqual([PEOPLE.ceo.upn]);
    expect(upnsOf(trademark({ owner: { type: 'company', company_name: 'X', upn: PEOPLE.ceo.upn } }))).toEqual([]);
    expect(activityIdsOf(trademark())).toEqual([]);
    expect(districtIdsOf(trademark())).toEqual([]);
  });
});
