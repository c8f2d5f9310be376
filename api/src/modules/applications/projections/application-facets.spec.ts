import { nameSkeleton } from '@registry/domain/trade-names/naming/name-key';
import { facetsOf } from './application-facets.js';

describe('facetsOf: the name skeletons it remembers', () => {
  const skeletonAsked = (name: string) => facetsOf('trade-name', { name }).nameSkeleton;

  it('gives every name its own skeleton, asked again after more names than the memo holds at once', () => {
    // More distinct names than two generations of the memo, each asked twice: once when new and
    // once after 21,000 others, as the second of two projections asks in a long catch-up.
    const names = Array.from({ length: 42_000 }, (_, i) => `Chaykhana ${i.toString(36)} Hawler`);
    const lag = 21_000;
    const wrong: string[] = [];
    names.forEach((name, i) => {
      if (skeletonAsked(name) !== nameSkeleton(name)) wrong.push(name);
      const earlier = names[i - lag];
      if (earlier !== undefined && skeletonAsked(earlier) !== nameSkeleton(earlier)) wrong.push(earlier);
    });
    expect(wrong).toEqual([]);
  });

  it('gives no skeleton to a name that has none, the second time as the first', () => {
    expect(skeletonAsked('')).toBeNull();
    expect(facetsOf('trade-name', {}).nameSkeleton).toBeNull();
  });
});
