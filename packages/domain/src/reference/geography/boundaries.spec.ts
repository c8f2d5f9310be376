import { describe, expect, it } from 'vitest';
import { validateBusinessDetails } from '#src/applications/rules/business';
import '#src/applications/rules/messages';
import { validateLocation } from '#src/applications/rules/reference';
import { business, factsFor } from '#src/applications/rules/payloads.fixture';
import { fieldLabel, translate } from '#src/shared/i18n/messages';
import { checkedAreaFor, isWithin } from './boundaries.js';

/** Places on both sides of Iraq's north-eastern border, where the registry's companies are. */
const ERBIL = { lat: 36.191, lng: 44.009 };
const PENJWEN = { lat: 35.6236, lng: 45.9433 }; // a district town a few kilometres from the border
const HALABJA = { lat: 35.177, lng: 45.986 };
const PIRANSHAHR_IRAN = { lat: 36.7014, lng: 45.1413 };
const CIZRE_TURKEY = { lat: 37.3276, lng: 42.1901 };

describe('the point on the map and the chosen district', () => {
  it('given no district or province outline, when the area is chosen, then Iraq is what is checked', () => {
    expect(checkedAreaFor('erbil-soran', 'erbil')).toMatchObject({ level: 'country', id: 'iq' });
  });

  it.each([
    ['Erbil', ERBIL],
    ['Penjwen', PENJWEN],
    ['Halabja', HALABJA],
  ])('given a point in %s, when checked, then it lies in its area', (_place, point) => {
    expect(isWithin(point, checkedAreaFor('erbil-soran', 'erbil').rings)).toBe(true);
    expect(validateLocation(point, 'company.address.location', 'erbil-soran', 'erbil')).toEqual([]);
  });

  it.each([
    ['Piranshahr (Iran)', PIRANSHAHR_IRAN],
    ['Cizre (Turkey)', CIZRE_TURKEY],
  ])('given a point in %s, when checked, then it is refused at the location field', (_place, point) => {
    expect(validateLocation(point, 'company.address.location', 'sulaymaniyah-penjwen', 'sulaymaniyah')).toEqual([
      { code: 'address.location-outside-country', field: 'company.address.location', params: { area: 'iq' } },
    ]);
  });

  it('given a company whose point lies outside, when its details are validated, then the one problem names the location', () => {
    const details = business();
    const outside = business({ company: { ...details.company, address: { ...details.company.address!, location: PIRANSHAHR_IRAN } } });
    expect(validateBusinessDetails(details, factsFor())).toEqual([]);
    expect(validateBusinessDetails(outside, factsFor()).map((p) => `${p.code}@${p.field}`)).toEqual([
      'address.location-outside-country@company.address.location',
    ]);
  });

  it('given the problem, when it is read in each language, then it names the field', () => {
    const message = (locale: 'ckb' | 'en' | 'ar' | 'kmr') =>
      translate('address.location-outside-country', locale, { field: fieldLabel('company.address.location', locale) });
    expect(message('en')).toBe('Location on the map: this point is outside Iraq; mark where the company is');
    expect(message('ckb')).toMatch(/^شوێن لەسەر نەخشە: .*عێراق/);
    expect(message('ar')).toMatch(/^الموقع على الخريطة: .*العراق/);
    expect(message('kmr')).toMatch(/^Cih li ser nexşeyê: .*Iraqê/);
    // Never the field's path (issue 34 §5).
    for (const locale of ['ckb', 'en', 'ar', 'kmr'] as const) expect(message(locale)).not.toContain('company.address');
  });
});
