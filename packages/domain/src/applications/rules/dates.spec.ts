import { describe, expect, it } from 'vitest';
import { addMonths, checkDate, checkDocumentExpiry } from './dates.js';

const TODAY = '2025-06-15';

describe('addMonths', () => {
  it.each([
    ['2025-06-15', 6, '2025-12-15'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2025-12-31', 2, '2026-02-28'],
    ['2025-01-31', -2, '2024-11-30'],
    ['2025-07-15', 6, '2026-01-15'],
  ])('given %s, when %s months are added, then %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('checkDate', () => {
  it.each(['2025-02-30', '15-06-2025', '2025-6-1', '', 'tomorrow'])('given %p, when checked, then validation.date', (value) => {
    expect(checkDate(value, 'company.bank_date', TODAY, { notFuture: true })).toEqual([
      { code: 'validation.date', field: 'company.bank_date' },
    ]);
  });

  it('given a date after today, when it may not be in the future, then date.in-future; today itself is fine', () => {
    expect(checkDate('2025-06-16', 'company.bank_date', TODAY, { notFuture: true })).toEqual([
      { code: 'date.in-future', field: 'company.bank_date' },
    ]);
    expect(checkDate(TODAY, 'company.bank_date', TODAY, { notFuture: true })).toEqual([]);
  });

  it('given a birth date after today, when checked with the birth-date code, then civil-registry.birth-date-future', () => {
    expect(checkDate('2030-01-01', 'ceo.birth_date', TODAY, { notFuture: true, futureCode: 'civil-registry.birth-date-future' })).toEqual([
      { code: 'civil-registry.birth-date-future', field: 'ceo.birth_date' },
    ]);
  });

  it('given a date before today, when it may not be in the past, then date.in-past; today itself is fine', () => {
    expect(checkDate('2025-06-14', 'x', TODAY, { notPast: true })).toEqual([{ code: 'date.in-past', field: 'x' }]);
    expect(checkDate(TODAY, 'x', TODAY, { notPast: true })).toEqual([]);
  });

  it('given a date earlier than one it must follow, when checked, then date.before naming that date', () => {
    expect(checkDate('2020-01-01', 'x', TODAY, { notBefore: ['2021-01-01'] })).toEqual([
      { code: 'date.before', field: 'x', params: { min: '2021-01-01' } },
    ]);
    expect(checkDate('2021-01-01', 'x', TODAY, { notBefore: ['2021-01-01', undefined, 'garbage'] })).toEqual([]);
  });
});

describe('document expiry (six more months of validity)', () => {
  it('given an expiry exactly six months from today, when checked, then accepted', () => {
    expect(checkDocumentExpiry('2025-12-15', 'ceo.document_expiry', TODAY)).toEqual([]);
  });

  it('given an expiry one day short of six months, when checked, then document.validity-too-short with the earliest accepted expiry', () => {
    expect(checkDocumentExpiry('2025-12-14', 'ceo.document_expiry', TODAY)).toEqual([
      { code: 'document.validity-too-short', field: 'ceo.document_expiry', params: { months: 6, earliestExpiry: '2025-12-15' } },
    ]);
  });

  it('given an expired document, when checked, then date.in-past only (not also "too short")', () => {
    expect(checkDocumentExpiry('2024-01-01', 'ceo.residency_card_expiry', TODAY)).toEqual([
      { code: 'date.in-past', field: 'ceo.residency_card_expiry' },
    ]);
  });

  it('given an expiry before the issue date, when checked, then date.before', () => {
    expect(checkDocumentExpiry('2030-01-01', 'x', TODAY, '2031-01-01')).toEqual([
      { code: 'date.before', field: 'x', params: { min: '2031-01-01' } },
    ]);
  });

  it('given today at the end of August, when six months are asked, then the end of February is enough', () => {
    expect(checkDocumentExpiry('2026-02-28', 'x', '2025-08-31')).toEqual([]);
    expect(checkDocumentExpiry('2026-02-27', 'x', '2025-08-31')).toHaveLength(1);
  });
});
