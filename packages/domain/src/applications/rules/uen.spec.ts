import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isUen, makeUen, UEN_LENGTH, UEN_MAX_SEQUENCE, validateUen } from './uen.js';

const sequences = fc.integer({ min: 1, max: UEN_MAX_SEQUENCE });
const years = fc.integer({ min: 2000, max: 2099 });

describe('UEN', () => {
  it('given a sequence and a year, when made, then 14 digits: the year, the zero-padded sequence and two check digits', () => {
    const uen = makeUen(123, 2025);
    expect(uen.slice(0, 12)).toBe('202500000123');
    expect(BigInt(uen) % 97n).toBe(1n);
    expect(uen).toHaveLength(UEN_LENGTH);
    expect(isUen(uen)).toBe(true);
  });

  it('given generated UENs, when checked, then every one is accepted and they are all different', () => {
    fc.assert(
      fc.property(sequences, years, (sequence, year) => {
        const uen = makeUen(sequence, year);
        return isUen(uen) && uen.startsWith(String(year)) && uen.slice(4, 12) === String(sequence).padStart(8, '0');
      }),
    );
    const many = new Set(Array.from({ length: 1000 }, (_, i) => makeUen(i + 1, 2025)));
    expect(many.size).toBe(1000);
  });

  it('given any generated UEN, when one digit is changed anywhere (check digits included), then it is refused', () => {
    fc.assert(
      fc.property(sequences, years, fc.nat({ max: UEN_LENGTH - 1 }), fc.integer({ min: 1, max: 9 }), (sequence, year, position, delta) => {
        const uen = makeUen(sequence, year);
        const changed = (Number(uen[position]) + delta) % 10;
        return !isUen(uen.slice(0, position) + changed + uen.slice(position + 1));
      }),
      { numRuns: 2000 },
    );
  });

  it('given sample UENs, when every single-digit change and every adjacent transposition is tried exhaustively, then none is accepted', () => {
    for (const [sequence, year] of [
      [1, 2025],
      [99_999_999, 2099],
      [4_815_162, 2031],
      [10_101_010, 2000],
      [55_555_555, 2055],
    ] as const) {
      const uen = makeUen(sequence, year);
      for (let i = 0; i < UEN_LENGTH; i++) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === uen[i]) continue;
          expect(isUen(uen.slice(0, i) + digit + uen.slice(i + 1))).toBe(false);
        }
        if (i + 1 < UEN_LENGTH && uen[i] !== uen[i + 1]) {
          expect(isUen(uen.slice(0, i) + uen[i + 1] + uen[i] + uen.slice(i + 2))).toBe(false);
        }
      }
    }
  });

  it('given any generated UEN, when two different adjacent digits are swapped, then it is refused', () => {
    fc.assert(
      fc.property(sequences, years, fc.nat({ max: UEN_LENGTH - 2 }), (sequence, year, i) => {
        const uen = makeUen(sequence, year);
        fc.pre(uen[i] !== uen[i + 1]);
        return !isUen(uen.slice(0, i) + uen[i + 1] + uen[i] + uen.slice(i + 2));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['13 digits (a UPN)', '1198503120011'],
    ['15 digits', '202500000123000'],
    ['grouped with dashes', '2025-00000123-00'],
    ['letters', '2025000001234A'],
    ['Arabic-Indic digits', '٢٠٢٥٠٠٠٠٠١٢٣٤٥'],
    ['not text', 20250000012345],
    ['missing', undefined],
  ])('given %s, when checked, then uen.invalid', (_, value) => {
    expect(isUen(value)).toBe(false);
    expect(validateUen(value, 'partners[0].uen')).toEqual([{ code: 'uen.invalid', field: 'partners[0].uen' }]);
  });

  it('given a valid UEN, when validated, then no problem', () => {
    expect(validateUen(makeUen(7, 2024), 'owner.uen')).toEqual([]);
  });

  it.each([
    [0, 2025],
    [UEN_MAX_SEQUENCE + 1, 2025],
    [1.5, 2025],
    [1, 999],
    [1, 10_000],
  ])('given sequence %s and year %s, when made, then a RangeError (a programming error, not input)', (sequence, year) => {
    expect(() => makeUen(sequence, year)).toThrow(RangeError);
  });
});
