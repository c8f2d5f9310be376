import { describe, expect, it } from 'vitest';
import { rectifiedDistrictIds, rectifiedPlaceProblems, withRectification } from './record-rectification.js';

/** The part of a rectification the caller checks against the registry's districts (the decider checks the rest). */
describe('the places a rectification leaves in the record', () => {
  const districts = new Map([
    ['erbil-soran', { provinceId: 'erbil' }],
    ['duhok-zakho', { provinceId: 'duhok' }],
  ]);
  const details = { company: { address: { province_id: 'erbil', district_id: 'erbil-koya', street: 'Gulan' } } };
  const after = (changes: Record<string, unknown>) => withRectification(details, changes);

  it('given a district of the province, when checked, then nothing is wrong; the ids to look up are the resulting districts', () => {
    const changes = { 'company.address.district_id': 'erbil-soran' };
    expect(rectifiedPlaceProblems(changes, after(changes), { districts })).toEqual([]);
    expect(rectifiedDistrictIds(changes, after(changes))).toEqual(['erbil-soran']);
    expect(after(changes).company).toEqual({ address: { province_id: 'erbil', district_id: 'erbil-soran', street: 'Gulan' } });
  });

  it('given an unknown district, or one outside the province, then refused at the field the patch changed', () => {
    const unknown = { 'company.address.district_id': 'erbil-nowhere' };
    expect(rectifiedPlaceProblems(unknown, after(unknown), { districts })).toEqual([
      { code: 'district.unknown', field: 'patch.company.address.district_id' },
    ]);
    const elsewhere = { 'company.address.district_id': 'duhok-zakho' };
    expect(rectifiedPlaceProblems(elsewhere, after(elsewhere), { districts })).toMatchObject([
      { code: 'address.district-outside-province', field: 'patch.company.address.district_id' },
    ]);
    // Only the province changed: the district the record keeps no longer lies in it, said at the province.
    const province = { 'company.address.province_id': 'duhok' };
    expect(
      rectifiedPlaceProblems(province, after({ ...province, 'company.address.district_id': 'erbil-soran' }), { districts }),
    ).toMatchObject([{ code: 'address.district-outside-province', field: 'patch.company.address.province_id' }]);
  });

  it('given changes that name no place, then nothing to look up', () => {
    const changes = { 'trade_name.locales': { en: 'Zagros' } };
    expect(rectifiedPlaceProblems(changes, after(changes), { districts })).toEqual([]);
    expect(rectifiedDistrictIds(changes, after(changes))).toEqual([]);
  });
});
