import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareLogos,
  isLogoHash,
  logoBand,
  logoDistance,
  logoHashFromBits,
  NEAR_LOGO_DISTANCE,
  nearestLogos,
  SIMILAR_LOGO_DISTANCE,
} from './logo-similarity.js';

/** A hash with the first `n` bits of `base` flipped. */
const flipped = (base: string, n: number): string => {
  const bits = [...BigInt(`0x${base}`).toString(2).padStart(64, '0')];
  for (let i = 0; i < n; i += 1) bits[i] = bits[i] === '1' ? '0' : '1';
  return logoHashFromBits(bits.join(''));
};
const BASE = 'c3a5f00f96e1d2b4';
const hex = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }).map((n) => n.toString(16).padStart(16, '0'));

describe('logo similarity: the distance', () => {
  it('given sharp-phash’s 64 bits, when stored, then 16 hex digits in the same order', () => {
    expect(logoHashFromBits('1'.repeat(4) + '0'.repeat(56) + '0101')).toBe('f000000000000005');
    expect(() => logoHashFromBits('012')).toThrow();
  });

  it('given the same hash twice, when compared, then distance 0, similarity 1, near', () => {
    expect(compareLogos(BASE, BASE)).toEqual({ distance: 0, similarity: 1, band: 'near' });
  });

  it('given two hashes n bits apart, when compared, then the distance is n and the similarity 1 − n/64', () => {
    expect(compareLogos(BASE, flipped(BASE, 16))).toEqual({ distance: 16, similarity: 0.75, band: 'distinct' });
    expect(logoDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
  });

  it('given any two hashes, when the distance is measured, then it is symmetric and zero only for the same hash', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        expect(logoDistance(a, b)).toBe(logoDistance(b, a));
        expect(logoDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });

  it('given a text that is not a stored hash, when compared, then it throws rather than guessing', () => {
    expect(isLogoHash('C3A5F00F96E1D2B4')).toBe(false);
    expect(() => logoDistance(BASE, 'not-a-hash')).toThrow();
  });
});

describe('logo similarity: the bands', () => {
  it.each([
    [0, 'near'],
    [NEAR_LOGO_DISTANCE, 'near'],
    [NEAR_LOGO_DISTANCE + 1, 'similar'],
    [SIMILAR_LOGO_DISTANCE, 'similar'],
    [SIMILAR_LOGO_DISTANCE + 1, 'distinct'],
    [32, 'distinct'],
  ] as const)('given %i bits apart, when banded, then %s', (distance, band) => {
    expect(logoBand(distance)).toBe(band);
    expect(compareLogos(BASE, flipped(BASE, distance)).band).toBe(band);
  });
});

describe('logo similarity: the nearest held logos', () => {
  const held = [
    { id: 'far', hash: flipped(BASE, 30) },
    { id: 'similar', hash: flipped(BASE, 10) },
    { id: 'same', hash: BASE },
    { id: 'near-b', hash: flipped(BASE, 3) },
    { id: 'near-a', hash: flipped(BASE, 3) },
    { id: 'old-row', hash: '' },
  ];

  it('given held logos near, similar, distinct and unhashed, when ours is compared, then near and similar only, nearest first, ties by id', () => {
    expect(nearestLogos(BASE, held).map((h) => [h.id, h.distance, h.band])).toEqual([
      ['same', 0, 'near'],
      ['near-a', 3, 'near'],
      ['near-b', 3, 'near'],
      ['similar', 10, 'similar'],
    ]);
  });

  it('given a limit, when more are near, then only the nearest are kept, with what the caller passed', () => {
    expect(
      nearestLogos(
        BASE,
        held.map((h) => ({ ...h, reference: `TM-${h.id}` })),
        2,
      ),
    ).toEqual([
      { id: 'same', hash: BASE, reference: 'TM-same', distance: 0, similarity: 1, band: 'near' },
      expect.objectContaining({ id: 'near-a', reference: 'TM-near-a' }),
    ]);
  });

  it('given our logo has no hash, when compared, then nothing is listed', () => {
    expect(nearestLogos('', held)).toEqual([]);
  });
});

/**
 * Hashes of real images, as the API made them (api/test/support/logos.ts, logoPhash): the same
 * logo re-encoded or bordered, and distinct logos. The API test measures the whole table from the
 * images themselves (api/test/trademark-logos.e2e.spec.ts, docs/trademarks.md).
 */
const MEASURED = {
  sunAndMountain: 'ff0bff1afbe4ffa7',
  sunAndMountainAsJpeg: 'ff0bff1affe4ffa7',
  sunAndMountainWithBorder: 'ff0bff58fbe6eea7',
  star: 'ff25ff59ff94df2d',
  word: '633367339c339999',
  bars: 'ffaaffaaafaaffff',
  ring: 'fffaffabffafffbe',
} as const;

describe('logo similarity: measured hashes of real images', () => {
  it.each([
    ['the logo re-encoded as a JPEG', MEASURED.sunAndMountain, MEASURED.sunAndMountainAsJpeg, 1, 'near'],
    ['the logo with a white border', MEASURED.sunAndMountain, MEASURED.sunAndMountainWithBorder, 5, 'near'],
    ['a star, a different shape', MEASURED.sunAndMountain, MEASURED.star, 15, 'distinct'],
    ['a word set in type', MEASURED.sunAndMountain, MEASURED.word, 33, 'distinct'],
    ['bars against a ring, two plain dark shapes (the known limit)', MEASURED.bars, MEASURED.ring, 9, 'similar'],
  ] as const)('given %s, when compared, then %i bits apart: %s', (_what, a, b, distance, band) => {
    expect(compareLogos(a, b)).toMatchObject({ distance, band });
  });

  it('given a registered logo and its copies among distinct logos, when the nearest are asked for, then the copies only, nearest first', () => {
    const held = Object.entries(MEASURED)
      .filter(([id]) => id !== 'sunAndMountain')
      .map(([id, hash]) => ({ id, hash }));
    expect(nearestLogos(MEASURED.sunAndMountain, held).map((h) => h.id)).toEqual(['sunAndMountainAsJpeg', 'sunAndMountainWithBorder']);
  });
});
