import { describe, expect, it } from 'vitest';
import type { Directorate } from './api';
import { filledDetailsOf } from './details';

const empty: Directorate = {
  id: 'erbil',
  provinceId: 'erbil',
  name: 'Erbil Directorate of Company Registration',
  addressLines: [],
  hoursLines: [],
  phone: '',
  email: '',
  website: '',
};

describe('a directorate’s details as the card shows them', () => {
  it('given a directorate the ministry has not filled in, when its details are read, then there are none to show', () => {
    expect(filledDetailsOf(empty)).toEqual([]);
  });

  it('given blank lines and contacts of spaces, when read, then they count as not entered', () => {
    expect(filledDetailsOf({ ...empty, addressLines: ['  ', ''], hoursLines: [' '], phone: ' ', email: '  ', website: ' ' })).toEqual([]);
  });

  it('given some details, when read, then only those are shown, in the card’s order, with their links', () => {
    const details = filledDetailsOf({
      ...empty,
      addressLines: ['Gulan Street', ' ', 'Erbil'],
      phone: '+964 66 222 3344',
      website: 'https://moti.gov.krd',
    });
    expect(details).toEqual([
      { key: 'address', lines: ['Gulan Street', 'Erbil'] },
      { key: 'phone', text: '+964 66 222 3344', href: 'tel:+964662223344' },
      { key: 'website', text: 'https://moti.gov.krd', href: 'https://moti.gov.krd' },
    ]);
  });

  it('given every detail, when read, then all five are shown', () => {
    const full = { ...empty, addressLines: ['a'], hoursLines: ['b'], phone: '1', email: 'x@y.krd', website: 'https://y.krd' };
    expect(filledDetailsOf(full).map((d) => d.key)).toEqual(['address', 'hours', 'phone', 'email', 'website']);
  });
});
