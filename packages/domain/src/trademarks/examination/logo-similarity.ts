/**
 * Figurative (device) marks compared by a perceptual hash (issue 33 §1). The API hashes a mark's
 * logo once (sharp-phash: a 64-bit DCT hash, stored as 16 hex digits); this module only compares
 * two stored hashes, so it stays pure. The bands were measured on real images re-encoded,
 * resized, recoloured and bordered against distinct logos (docs/trademarks.md, "Figurative
 * marks"). A band never refuses a mark: it is information for the examiner.
 */

/** Bits in a hash, and so the largest distance. */
export const LOGO_HASH_BITS = 64;
/** At most this many bits apart: the same image, re-encoded, resized, recoloured or with a thin border. */
export const NEAR_LOGO_DISTANCE = 8;
/** At most this many bits apart: shown to the examiner as similar; simple shapes sometimes land here. */
export const SIMILAR_LOGO_DISTANCE = 12;
/** The most logos the case file lists. */
export const MAX_SIMILAR_LOGOS = 10;

export const LOGO_BANDS = ['near', 'similar', 'distinct'] as const;
export type LogoBand = (typeof LOGO_BANDS)[number];

export interface LogoComparison {
  /** Hamming distance: the bits in which the two hashes differ (0 to 64). */
  distance: number;
  /** 1 − distance / 64, to two places: 1 for the same hash. */
  similarity: number;
  band: LogoBand;
}

const HASH = /^[0-9a-f]{16}$/;

/** Whether a text is a stored logo hash (16 lower-case hex digits). */
export function isLogoHash(value: unknown): value is string {
  return typeof value === 'string' && HASH.test(value);
}

/** sharp-phash's answer (64 characters of 0 and 1, most significant first) as the stored 16 hex digits. */
export function logoHashFromBits(bits: string): string {
  if (!/^[01]{64}$/.test(bits)) throw new Error('a perceptual hash is 64 bits');
  let hex = '';
  for (let i = 0; i < 64; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

/** The bits in which two stored hashes differ. */
export function logoDistance(a: string, b: string): number {
  if (!isLogoHash(a) || !isLogoHash(b)) throw new Error('a logo hash is 16 hex digits');
  let distance = 0;
  for (let i = 0; i < 16; i += 1) {
    let x = parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16);
    for (; x; x &= x - 1) distance += 1;
  }
  return distance;
}

/** The band a distance falls in. */
export function logoBand(distance: number): LogoBand {
  return distance <= NEAR_LOGO_DISTANCE ? 'near' : distance <= SIMILAR_LOGO_DISTANCE ? 'similar' : 'distinct';
}

/** How alike two logos are, from their stored hashes. */
export function compareLogos(a: string, b: string): LogoComparison {
  const distance = logoDistance(a, b);
  return { distance, similarity: Math.round((1 - distance / LOGO_HASH_BITS) * 100) / 100, band: logoBand(distance) };
}

/** A held mark's logo, with whatever the caller wants back beside the comparison. */
export interface HeldLogo {
  id: string;
  hash: string;
}

/**
 * The held logos nearest ours, near or similar only, nearest first (then by id, so the order is
 * stable), at most `limit`. A held logo whose hash is not one (an older row) is skipped.
 */
export function nearestLogos<T extends HeldLogo>(ours: string, held: readonly T[], limit = MAX_SIMILAR_LOGOS): (T & LogoComparison)[] {
  if (!isLogoHash(ours)) return [];
  return held
    .filter((h) => isLogoHash(h.hash))
    .map((h) => ({ ...h, ...compareLogos(ours, h.hash) }))
    .filter((h) => h.band !== 'distinct')
    .sort((x, y) => x.distance - y.distance || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
    .slice(0, limit);
}
