import { describe, expect, it } from 'vitest';
import { casePersons } from './case-persons.js';
import { business, factsFor, PEOPLE, TODAY, tradeName, UNKNOWN_UPN } from './payloads.fixture.js';

describe('case persons', () => {
  const persons = factsFor().persons;

  it('resolves each UPN once, with every place it sits, its age and nationality', () => {
    const found = casePersons(business(), persons, TODAY);
    expect(found.map((p) => [p.upn, p.fields])).toEqual([
      [PEOPLE.ceo.upn, ['ceo.upn', 'shareholders[0].upn']],
      [PEOPLE.partner.upn, ['shareholders[1].upn']],
    ]);
    expect(found[0]).toMatchObject({
      found: true,
      firstName: 'ئاراس',
      lastName: 'کەریم',
      birthDate: '1985-03-12',
      age: 40,
      nationality: 'iraqi',
      mismatches: [],
    });
  });

  it('flags what the applicant typed that the registry contradicts', () => {
    const ceo = { ...business().ceo, full_name: 'Someone Else', birth_date: '1985-03-13', nationality: 'foreigner' as const };
    const [person] = casePersons(business({ ceo }), persons, TODAY);
    expect(person!.mismatches).toEqual(['fullName', 'birthDate', 'nationality']);
    const [same] = casePersons(business({ ceo: { ...business().ceo, full_name: 'ئاراس  کەریم' } }), persons, TODAY);
    expect(same!.mismatches).toEqual([]);
  });

  it('marks a UPN the registry does not know, and leaves malformed ones out', () => {
    const details = tradeName({
      partners: [
        { type: 'natural', upn: UNKNOWN_UPN, owning_percentage: 50 },
        { type: 'natural', upn: '12', owning_percentage: 50 },
      ],
    });
    const found = casePersons(details, persons, TODAY);
    expect(found.map((p) => [p.upn, p.found, p.age])).toEqual([
      [PEOPLE.ceo.upn, true, 40],
      [UNKNOWN_UPN, false, null],
    ]);
  });
});
