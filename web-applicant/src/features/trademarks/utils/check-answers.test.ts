import { describe, expect, it } from 'vitest';
import { trademarkSummaryRows } from './check-answers';
import { emptyTrademark } from './form-values';

describe('the trademark’s check your answers', () => {
  it('lists every answer as sent, each with the field its Change focuses', () => {
    const values = emptyTrademark('owner@example.org');
    values.wordMark = { ckb: ' چای زاگرۆس ', en: 'Zagros Tea', ar: '' };
    values.classes = [
      { classNumber: '٣٠', terms: 'چا\n\nقاوە' },
      { classNumber: '43', terms: 'café' },
    ];
    values.owner.upn = '١١٩٨٥٠٣١٢٠٠١١';
    values.phone_number = '0750 123 4567';
    const rows = trademarkSummaryRows(values, { name: 'logo.png', size: 2048 });
    expect(rows.map((row) => [row.fieldId, row.value])).toEqual([
      ['field-wordMark-ckb', { kind: 'text', text: 'چای زاگرۆس' }],
      ['field-wordMark-en', { kind: 'text', text: 'Zagros Tea' }],
      ['field-logo', { kind: 'file', name: 'logo.png', size: 2048 }],
      ['field-classes-0-classNumber', { kind: 'class', number: 30 }],
      ['field-classes-0-terms', { kind: 'lines', lines: ['چا', 'قاوە'] }],
      ['field-classes-1-classNumber', { kind: 'class', number: 43 }],
      ['field-classes-1-terms', { kind: 'lines', lines: ['café'] }],
      ['field-owner-type', { kind: 'label', key: 'form.owner.natural' }],
      ['field-owner-upn', { kind: 'text', text: '1198503120011' }],
      ['field-email', { kind: 'text', text: 'owner@example.org' }],
      ['field-phone_number', { kind: 'text', text: '07501234567' }],
    ]);
    expect(rows[3]).toMatchObject({ label: 'check.classNumber', labelParams: { number: 1 } });
  });

  it('names a company owner and leaves out a word mark, logo or UEN not given', () => {
    const values = emptyTrademark('a@b.iq');
    values.wordMark.en = 'Zagros';
    values.owner = { type: 'company', upn: '', company_name: 'Zagros Holding', uen: '' };
    const rows = trademarkSummaryRows(values, undefined);
    expect(rows.map((row) => row.label)).toEqual([
      'form.wordMark.en',
      'check.classNumber',
      'check.classTerms',
      'form.owner.type',
      'form.owner.companyName',
      'form.contact.email',
      'form.contact.phone',
    ]);
  });
});
