import { describe, expect, it } from 'vitest';
import { applicationNameIn } from './application-name.js';

describe('applicationNameIn', () => {
  it("given a trade name's details, then its name", () => {
    expect(applicationNameIn({ name: 'چایخانەی شار', locale: 'ckb' })).toBe('چایخانەی شار');
  });
  it("given a company's details, then its trade name", () => {
    expect(applicationNameIn({ type: 'local_company', trade_name: { name: 'Zagros Trading', locale: 'en' } })).toBe('Zagros Trading');
  });
  it('given a word mark, then its Central Kurdish text, else English, else Arabic', () => {
    expect(applicationNameIn({ wordMark: { ckb: 'زاگرۆس', en: 'Zagros' } })).toBe('زاگرۆس');
    expect(applicationNameIn({ wordMark: { en: 'Zagros', ar: 'زاغروس' } })).toBe('Zagros');
    expect(applicationNameIn({ wordMark: { ar: 'زاغروس' } })).toBe('زاغروس');
  });
  it('given details that name nothing (a correction of the capital alone, a word mark without text), then undefined', () => {
    expect(applicationNameIn({ capital: 5_000_000 })).toBeUndefined();
    expect(applicationNameIn({ wordMark: {} })).toBeUndefined();
    expect(applicationNameIn({ trade_name: null })).toBeUndefined();
    expect(applicationNameIn(null)).toBeUndefined();
    expect(applicationNameIn('name')).toBeUndefined();
  });
});
