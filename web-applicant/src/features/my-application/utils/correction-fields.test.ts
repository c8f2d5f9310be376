import { describe, expect, it } from 'vitest';
import { changesOf, correctedDetails, fieldOfProblem, initialValues, trademarkCorrectionFields } from './correction-fields';
import { commentsOfSection, correctionSectionsFor } from './kinds';

const trademark = {
  wordMark: { ckb: 'زاگرۆس', en: 'Zagros' },
  classes: [
    { classNumber: 30, terms: ['Tea', 'Coffee'] },
    { classNumber: 43, terms: ['Restaurant services'] },
  ],
  owner: { upn: '1198604170013' },
  phone_number: '07701234567',
};

describe('correction variants', () => {
  it('offers the sections the workflow opens in each returned state', () => {
    expect(correctionSectionsFor('businesses', 'requires_trade_name_correction')).toEqual(['trade-name-info']);
    expect(correctionSectionsFor('businesses', 'requires_business_correction')).toEqual([
      'business-info',
      'activity-types',
      'establishment-contract',
    ]);
    expect(correctionSectionsFor('businesses', 'submitted')).toEqual([]);
    expect(correctionSectionsFor('trade-names', 'returned_to_applicant')).toEqual(['trade-name-info', 'activity-types']);
    expect(correctionSectionsFor('trademarks', 'returned_to_applicant')).toEqual(['trademark-info']);
  });

  it('keeps the reviewer comments that belong to a section', () => {
    const comments = {
      'contract.clauses.capital': 'Write the amount in words',
      'shareholders[0].number_of_shares': 'Check',
      'trade_name.name': 'Too general',
    };
    expect(commentsOfSection('businesses', 'establishment-contract', comments)).toEqual([
      ['contract.clauses.capital', 'Write the amount in words'],
    ]);
    expect(commentsOfSection('businesses', 'business-info', comments)).toEqual([['shareholders[0].number_of_shares', 'Check']]);
    expect(commentsOfSection('businesses', 'trade-name-info', comments)).toEqual([['trade_name.name', 'Too general']]);
  });
});

describe("a trademark's correction fields", () => {
  it('has a field per word mark, per class and its terms, and the phone', () => {
    expect(trademarkCorrectionFields(trademark).map((field) => field.path)).toEqual([
      'wordMark.ckb',
      'wordMark.en',
      'wordMark.ar',
      'classes.0.classNumber',
      'classes.0.terms',
      'classes.1.classNumber',
      'classes.1.terms',
      'phone_number',
    ]);
  });

  it('edits terms as lines and numbers as text, and sends only the changed top-level key, whole', () => {
    const fields = trademarkCorrectionFields(trademark);
    const values = initialValues(fields, trademark) as {
      classes: { classNumber: string; terms: string }[];
      wordMark: Record<string, string>;
    };
    expect(values.classes[0]!.terms).toBe('Tea\nCoffee');
    expect(changesOf(fields, trademark, values)).toEqual({});

    values.classes[1]!.classNumber = '٤٣';
    values.classes[0]!.terms = 'Tea\n\n Coffee \nCocoa';
    const changes = changesOf(fields, trademark, values);
    expect(Object.keys(changes)).toEqual(['classes']);
    expect(changes.classes).toEqual([
      { classNumber: 30, terms: ['Tea', 'Coffee', 'Cocoa'] },
      { classNumber: 43, terms: ['Restaurant services'] },
    ]);
    // The application's own details are never changed in place.
    expect(trademark.classes[0]!.terms).toEqual(['Tea', 'Coffee']);
  });

  it('leaves an emptied optional answer out and keeps what the form does not edit', () => {
    const fields = trademarkCorrectionFields(trademark);
    const values = initialValues(fields, trademark) as { wordMark: Record<string, string> };
    values.wordMark.en = '  ';
    const corrected = correctedDetails(fields, trademark, values) as typeof trademark;
    expect(corrected.wordMark).toEqual({ ckb: 'زاگرۆس' });
    expect(corrected.owner).toEqual(trademark.owner);
  });

  it('puts a problem inside a list at the field that holds the list', () => {
    const fields = trademarkCorrectionFields(trademark);
    expect(fieldOfProblem(fields, 'classes[0].terms[1]')).toBe('classes.0.terms');
    expect(fieldOfProblem(fields, 'wordMark.en')).toBe('wordMark.en');
    expect(fieldOfProblem(fields, 'owner.upn')).toBeUndefined();
  });
});
