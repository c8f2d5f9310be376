import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.js';
import { fieldLabel, translate } from './messages.js';
import '#src/applications/rules/messages';
import { commentFieldLabel } from '#src/applications/comment-field-labels';

/** Issue 34 §5: an error names the person or item it concerns, and never shows a field's path. */
describe('fieldLabel', () => {
  it('names the item of a list, 1-based, in either path notation, then the field', () => {
    expect(fieldLabel('shareholders[1].number_of_shares', 'en')).toBe('Shareholder 2: Number of shares');
    expect(fieldLabel('shareholders.0.number_of_shares', 'en')).toBe('Shareholder 1: Number of shares');
    expect(fieldLabel('partners[0].owning_percentage', 'ckb')).toBe('هاوبەشی ١: ڕێژەی خاوەندارێتی');
  });

  it('at a person’s UPN names the person’s role alone, so a person problem reads "Chief executive: Karwan Abdulla must be an Iraqi citizen"', () => {
    expect(fieldLabel('ceo.upn', 'en')).toBe('Chief executive');
    expect(fieldLabel('shareholders[2].upn', 'en')).toBe('Shareholder 3');
    expect(translate('person.not-iraqi', 'en', { field: fieldLabel('ceo.upn', 'en'), name: 'Karwan Abdulla' })).toBe(
      'Chief executive: Karwan Abdulla must be an Iraqi citizen',
    );
    expect(translate('person.not-iraqi', 'ckb', { field: fieldLabel('ceo.upn', 'ckb'), name: 'کاروان عەبدوڵڵا' })).toBe(
      'بەڕێوەبەری ڕێپێدراو: دەبێت کاروان عەبدوڵڵا هاووڵاتیی عێراقی بێت',
    );
    expect(translate('person.minor', 'en', { field: fieldLabel('partners[0].upn', 'en'), name: 'Rebaz Ali', minimumAge: 18 })).toBe(
      'Partner 1: Rebaz Ali must be at least 18 years old',
    );
  });

  it('labels the trade name’s other spellings by their language (`locales.en` was shown as is)', () => {
    expect(fieldLabel('locales.en', 'en')).toBe('Name in English');
    expect(fieldLabel('trade_name.locales.kmr', 'en')).toBe('Name in Kurmanji Kurdish');
    expect(commentFieldLabel('locales.en', 'ckb')).toBe('ناو بە ئینگلیزی');
  });

  it('never returns a path, a dot-path or an index, whatever the field, in any language', () => {
    const paths = [
      'locales.en',
      'trade_name.locales.ar',
      'shareholders[3].upn',
      'shareholders.3.registration_licence',
      'ceo.residency_card',
      'company.address.location',
      'company.address.no_such_field',
      'attachments.other[2]',
      'no_such.nested.path',
      'x',
    ];
    for (const locale of LOCALES)
      for (const path of paths) {
        for (const label of [fieldLabel(path, locale), commentFieldLabel(path, locale)]) {
          expect(label, `${path} in ${locale}`).not.toMatch(/[A-Za-z_]+\.[A-Za-z_]|\[\d+\]|_/);
          expect(label).not.toBe(path);
        }
      }
  });
});
