import { describe, expect, it } from 'vitest';
import { missingDetailsOf } from './missing-details';

const texts = (text: string) => ({ ckb: text, en: text, ar: text, kmr: text });

describe('the details a directorate lacks, as the back office marks them', () => {
  it('given a seeded directorate with nothing entered, when checked, then all five are missing', () => {
    expect(missingDetailsOf({ address: texts(''), hours: texts(''), phone: '', email: '', website: '' })).toEqual([
      'address',
      'hours',
      'phone',
      'email',
      'website',
    ]);
  });

  it('given every detail in every language, when checked, then none is missing', () => {
    const full = { address: texts('Gulan St'), hours: texts('08:00–15:00'), phone: '+964 66', email: 'a@b.krd', website: 'https://b.krd' };
    expect(missingDetailsOf(full)).toEqual([]);
  });

  it('given an address missing in one language only, when checked, then the address is missing (its readers see none)', () => {
    const full = {
      address: { ...texts('Gulan St'), kmr: '  ' },
      hours: texts('x'),
      phone: '1',
      email: 'a@b.krd',
      website: 'https://b.krd',
    };
    expect(missingDetailsOf(full)).toEqual(['address']);
  });

  it('given absent fields (null or not sent), when checked, then they are missing', () => {
    expect(missingDetailsOf({ address: null, hours: texts('x'), phone: null, email: 'a@b.krd' })).toEqual(['address', 'phone', 'website']);
  });
});
