import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#src/components/format';
import { contractDateOf } from './contract-date';

describe('the contract’s date (issue 34 §4)', () => {
  const submittedAt = (at: string) => [
    { event: 'submit', at },
    { event: 'start_legal_check', at: '2026-12-01T09:00:00Z' },
  ];

  it('is the Erbil calendar day of the submission: 22:14 UTC on 28 November is 29 November, as the history says', () => {
    const history = submittedAt('2026-11-28T22:14:00Z');
    expect(contractDateOf(history, 'en')).toBe('29 November 2026');
    expect(contractDateOf(history, 'ckb')).toBe('٢٩ تشرینی دووەم ٢٠٢٦');
    // The history's time of the same event names the same day.
    expect(formatDateTime('2026-11-28T22:14:00Z', 'en')).toBe('29 Nov 2026, 01:14');
  });

  it('turns over at Erbil’s midnight, not UTC’s: 20:59 UTC is still the same day, 21:00 UTC the next', () => {
    expect(contractDateOf(submittedAt('2026-11-28T20:59:59Z'), 'en')).toBe('28 November 2026');
    expect(contractDateOf(submittedAt('2026-11-28T21:00:00Z'), 'en')).toBe('29 November 2026');
    expect(contractDateOf(submittedAt('2026-11-29T00:30:00Z'), 'en')).toBe('29 November 2026');
  });

  it('is a dash before a submission', () => {
    expect(contractDateOf([], 'ckb')).toBe('—');
  });
});
