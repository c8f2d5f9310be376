import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { areCoordinated, compareClasses, coordinatedWith, NICE_COORDINATION } from './nice-coordination.js';

describe('the Nice coordination table', () => {
  it('given the table, then each pair is two different classes of 1–45, the lower first, listed once, with its reason', () => {
    const seen = new Set<string>();
    for (const [a, b, why] of NICE_COORDINATION) {
      expect({ a, b, ordered: Number.isInteger(a) && Number.isInteger(b) && 1 <= a && a < b && b <= 45 }).toEqual({ a, b, ordered: true });
      expect(why.trim()).not.toBe('');
      expect(seen.has(`${a}-${b}`)).toBe(false);
      seen.add(`${a}-${b}`);
    }
  });

  it('given the pairs examiners commonly relate, then they are coordinated both ways', () => {
    const expected: [number, number][] = [
      [9, 42],
      [25, 35],
      [29, 30],
      [30, 43],
      [29, 43],
      [3, 5],
      [32, 33],
      [41, 42],
      [14, 25],
      [18, 25],
      [5, 10],
    ];
    for (const [a, b] of expected) expect({ a, b, both: areCoordinated(a, b) && areCoordinated(b, a) }).toEqual({ a, b, both: true });
  });

  it('given classes of unrelated goods and services, then they are not coordinated, nor a class with itself', () => {
    expect(areCoordinated(30, 12)).toBe(false);
    expect(areCoordinated(5, 25)).toBe(false);
    expect(areCoordinated(9, 31)).toBe(false);
    expect(areCoordinated(30, 30)).toBe(false);
  });

  it('given a class, then the classes coordinated with it are listed in order', () => {
    expect(coordinatedWith(30)).toEqual([29, 31, 32, 43]);
    expect(coordinatedWith(25)).toEqual([14, 18, 24, 26, 35]);
    expect(coordinatedWith(13)).toEqual([]);
  });
});

describe('compareClasses', () => {
  it('given a class both hold, then "same", naming every shared class, whatever else is coordinated', () => {
    expect(compareClasses([30, 43, 29], [29, 9, 30])).toEqual({ relation: 'same', sharedClasses: [29, 30], coordinatedPairs: [] });
  });

  it('given no shared class but coordinated ones, then "coordinated", naming each pair as [ours, theirs]', () => {
    expect(compareClasses([9, 25], [42, 35, 1])).toEqual({
      relation: 'coordinated',
      sharedClasses: [],
      coordinatedPairs: [
        [9, 42],
        [25, 35],
      ],
    });
  });

  it('given neither, then "unrelated"; given a side without classes (a trade name), then "unclassified"', () => {
    expect(compareClasses([30], [12, 37]).relation).toBe('unrelated');
    expect(compareClasses([30], []).relation).toBe('unclassified');
    expect(compareClasses([], [30]).relation).toBe('unclassified');
  });

  it('given any two sets of classes, then the relation is the same either way round', () => {
    const classes = fc.uniqueArray(fc.integer({ min: 1, max: 45 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(classes, classes, (a, b) => {
        expect(compareClasses(a, b).relation).toBe(compareClasses(b, a).relation);
        expect(compareClasses(a, b).sharedClasses).toEqual(compareClasses(b, a).sharedClasses);
      }),
    );
  });
});
