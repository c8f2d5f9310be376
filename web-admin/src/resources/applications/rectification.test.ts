import { describe, expect, it } from 'vitest';
import { ar } from '#src/i18n/ar';
import { ckb } from '#src/i18n/ckb';
import { en } from '#src/i18n/en';
import { kmr } from '#src/i18n/kmr';
import { problemAt, rectifiableOf, rectificationPatch, rectifyDraftOf, termsOf } from './rectification';

const company = {
  trade_name: { locale: 'ckb', name: 'زاگرۆس', locales: { en: 'Zagros' } },
  company: { address: { province_id: 'erbil', district_id: 'erbil-soran', street: 'Gulan' } },
};
const mark = { classes: [{ classNumber: 16, terms: ['paper', 'notebok'] }] };

describe('the rectification dialog (issue 33)', () => {
  it('asks for the facts the domain opens for each kind, no more', () => {
    expect(rectifiableOf('trade-names')).toEqual({ names: true, place: false, terms: false });
    expect(rectifiableOf('businesses')).toEqual({ names: true, place: true, terms: false });
    expect(rectifiableOf('trademarks')).toEqual({ names: false, place: false, terms: true });
  });

  it('starts from the record and sends the patch nested as the details are', () => {
    const draft = rectifyDraftOf('businesses', company);
    expect(draft).toMatchObject({ names: { ckb: '', en: 'Zagros', ar: '' }, provinceId: 'erbil', districtId: 'erbil-soran' });
    expect(rectificationPatch('businesses', { ...draft, districtId: 'erbil-koya' }, company)).toEqual({
      trade_name: { locales: { ckb: '', en: 'Zagros', ar: '' } },
      company: { address: { province_id: 'erbil', district_id: 'erbil-koya' } },
    });
    expect(rectificationPatch('trade-names', rectifyDraftOf('trade-names', { locales: { ar: ' رسن ' } }), {})).toEqual({
      locales: { ckb: '', en: '', ar: 'رسن' },
    });
  });

  it('keeps a trademark’s classes and takes its terms as typed, separated by Latin or Arabic commas', () => {
    const draft = rectifyDraftOf('trademarks', mark);
    expect(draft.terms).toEqual(['paper, notebok']);
    expect(termsOf(' paper ،notebook,, ')).toEqual(['paper', 'notebook']);
    expect(rectificationPatch('trademarks', { ...draft, terms: ['paper, notebook'] }, mark)).toEqual({
      classes: [{ classNumber: 16, terms: ['paper', 'notebook'] }],
    });
  });

  it('shows the API’s problem at its field, a class’s at any of its terms', () => {
    const fields = {
      'patch.classes[0].terms[1]': 'Goods and services: chosen twice',
      'patch.company.address.district_id': 'District: unknown',
    };
    expect(problemAt(fields, 'patch.classes[0]')).toBe('Goods and services: chosen twice');
    expect(problemAt(fields, 'patch.classes[1]')).toBeUndefined();
    expect(problemAt(fields, 'patch.company.address.district_id')).toBe('District: unknown');
  });

  it.each([
    ['ckb', ckb],
    ['en', en],
    ['ar', ar],
    ['kmr', kmr],
  ] as const)('has its texts and the step’s name in %s', (_, catalogue) => {
    const admin = (catalogue as { admin: { review: { rectify: Record<string, string> }; events: Record<string, string> } }).admin;
    expect(Object.keys(admin.review.rectify).sort()).toEqual(Object.keys((en as typeof catalogue).admin.review.rectify).sort());
    for (const text of Object.values(admin.review.rectify)) expect(text.trim()).not.toBe('');
    expect(admin.events.rectify).toBeTruthy();
  });
});
