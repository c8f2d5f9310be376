import { describe, expect, it } from 'vitest';
import { applicationName } from './application-name';

describe('applicationName', () => {
  it('is the business name, else the trade name, else the mark’s words in each script', () => {
    expect(applicationName({ name: 'Zagros Trading', trade_name: { name: 'Other' } })).toBe('Zagros Trading');
    expect(applicationName({ trade_name: { name: 'بازرگانی زاگرۆس' } })).toBe('بازرگانی زاگرۆس');
    expect(applicationName({ wordMark: { ckb: 'چای زاگرۆس', en: 'Zagros Tea', ar: ' ' } })).toBe('چای زاگرۆس / Zagros Tea');
  });

  it('is empty while there is nothing to call it', () => {
    expect(applicationName(undefined)).toBe('');
    expect(applicationName({ wordMark: { ckb: '', en: '' } })).toBe('');
    expect(applicationName({ name: '' })).toBe('');
  });
});
