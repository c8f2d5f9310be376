import { PLACE_ID, PROVINCES } from './geography-data.js';

describe('provinces and districts of the region', () => {
  const districts = PROVINCES.flatMap((p) => p.districts.map((d) => ({ ...d, provinceId: p.id })));

  it('are the four provinces, each with its districts', () => {
    expect(PROVINCES.map((p) => p.id)).toEqual(['erbil', 'sulaymaniyah', 'duhok', 'halabja']);
    for (const p of PROVINCES) expect(p.districts.length).toBeGreaterThanOrEqual(4);
    expect(districts.map((d) => d.id)).toEqual(
      expect.arrayContaining(['erbil-shaqlawa', 'sulaymaniyah-said-sadiq', 'duhok-zakho', 'halabja-khurmal']),
    );
  });

  it('have unique slug ids, districts prefixed by their province', () => {
    const ids = [...PROVINCES.map((p) => p.id), ...districts.map((d) => d.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(PLACE_ID);
    for (const d of districts) expect(d.id.startsWith(`${d.provinceId}-`)).toBe(true);
  });

  it('are named in all four languages, in the right script', () => {
    for (const { names } of [...PROVINCES, ...districts]) {
      expect(names.ckb).toMatch(/^[\u0600-\u06FF ]+$/u);
      expect(names.ar).toMatch(/^[\u0600-\u06FF ]+$/u);
      expect(names.en).toMatch(/^[A-Za-z ]+$/);
      expect(names.kmr).toMatch(/^[\p{Script=Latin} ]+$/u);
    }
  });
});
