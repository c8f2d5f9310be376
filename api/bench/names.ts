import { nameKeys, type NameKeys } from '@registry/domain/trade-names/naming/name-key';
import { sortedTokens } from '@registry/domain/trade-names/availability/eligibility';

/**
 * The trade names the search benchmarks store and look up, the same in every run and in every
 * benchmark that uses them (`search.bench.ts` seeds them into PostgreSQL, `candidates.count.ts`
 * counts what their lookup keys would read): one to three words of a 60,000-word vocabulary, a
 * third each in Latin, Kurdish and Arabic letters, with common and generic words here and there.
 */

const CONSONANTS = [
  'b',
  'ch',
  'd',
  'f',
  'g',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'q',
  'r',
  's',
  'sh',
  't',
  'v',
  'w',
  'x',
  'y',
  'z',
  'zh',
  'gh',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ê', 'î', 'a', 'e'];
const TO_ARABIC: Record<string, string> = {
  a: 'ا',
  b: 'ب',
  c: 'ک',
  ch: 'چ',
  d: 'د',
  e: 'ە',
  ê: 'ێ',
  f: 'ف',
  g: 'گ',
  gh: 'غ',
  h: 'ه',
  i: '',
  î: 'ی',
  j: 'ج',
  k: 'ک',
  l: 'ل',
  m: 'م',
  n: 'ن',
  o: 'ۆ',
  p: 'پ',
  q: 'ق',
  r: 'ر',
  s: 'س',
  sh: 'ش',
  t: 'ت',
  u: 'و',
  v: 'ڤ',
  w: 'و',
  x: 'خ',
  y: 'ی',
  z: 'ز',
  zh: 'ژ',
};
const GENERIC = ['Company', 'Trading', 'Group', 'شركة', 'للتجارة', 'کۆمپانیای', 'بازرگانی', 'LLC'];
const COMMON = ['Hotel', 'Kurdistan', 'Restaurant', 'هۆتێل', 'مطعم'];
const VOCABULARY = 60_000;
/** The seeds of the stored names (and vocabulary) and of the new names among the queries. */
const NAMES_SEED = 20261122;
const QUERIES_SEED = 7;
/** The name of every SAMPLE_EVERY-th draw, when stored, is also looked up (in lower case): names that exist. */
export const SAMPLE_EVERY = 997;
const DISTRICTS = ['erbil-centre', 'erbil-soran', 'sulaymaniyah-centre', 'duhok-zakho', 'halabja-centre'];

/** A deterministic pseudo-random generator, so that every run makes the same names. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A word is a list of syllables (consonant + vowel, sometimes a closing consonant). */
type Word = string[];

const latinWord = (word: Word) => word.join('');
const letters = (syllable: string) => syllable.match(/ch|sh|zh|gh|./g) ?? [];

/** Words of two or three syllables with at least three firm consonants (not h, w or y), as
 *  Kurdish and Arabic words built on consonant roots have. */
function makeVocabulary(random: () => number): Word[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const firm = (word: Word) => word.flatMap(letters).filter((l) => CONSONANTS.includes(l) && !'hwy'.includes(l)).length;
  const vocabulary: Word[] = [];
  while (vocabulary.length < VOCABULARY) {
    const word = Array.from(
      { length: 2 + Math.floor(random() * 2) },
      () => pick(CONSONANTS) + pick(VOWELS) + (random() < 0.3 ? pick(CONSONANTS) : ''),
    );
    if (firm(word) >= 3) vocabulary.push(word);
  }
  return vocabulary;
}

/** The word in Kurdish letters (vowels written) or in Arabic letters (short vowels left out). */
const arabicWord = (word: Word, kurdish: boolean) =>
  word
    .flatMap(letters)
    .map((l, i) =>
      !kurdish && 'aeiuo'.includes(l) && i > 0
        ? ''
        : kurdish
          ? (TO_ARABIC[l] ?? '')
          : (TO_ARABIC[l] ?? '').replace('ە', '').replace('ۆ', 'و').replace('ێ', 'ي').replace('گ', 'ك').replace('ڤ', 'ف').replace('ژ', 'ز'),
    )
    .join('')
    .replace(/^ا/, 'ئا');

/** A name of one to three words from a vocabulary (so words recur), in one of three scripts. */
function makeName(random: () => number, vocabulary: readonly Word[]): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(vocabulary));
  const script = random();
  let name =
    script < 0.34
      ? words.map((w) => latinWord(w)[0]!.toUpperCase() + latinWord(w).slice(1)).join(' ')
      : words.map((w) => arabicWord(w, script < 0.67)).join(' ');
  if (random() < 0.15) name = `${name} ${pick(COMMON)}`;
  if (random() < 0.3) name = random() < 0.5 ? `${pick(GENERIC)} ${name}` : `${name} ${pick(GENERIC)}`;
  return name;
}

/** A stored name as the benchmarks store it: a live claim, region-wide or in one district. */
export interface StoredName {
  /** The generator's draw (names skipped as generic-only or already live count too). */
  readonly index: number;
  readonly name: string;
  readonly keys: NameKeys;
  readonly district: string | null;
  /** The sorted Latin tokens (`match_key`). */
  readonly matchKey: string;
  /** Whether this name is also looked up (see `benchQueries`). */
  readonly sampled: boolean;
}

/** The bench's names, all made from one vocabulary. */
export function benchNames() {
  // One stream of draws: the vocabulary first, then the stored names (so `stored` runs once).
  const random = generator(NAMES_SEED);
  const vocabulary = makeVocabulary(random);
  return {
    /**
     * `count` stored names, in order: generic-only names are skipped, and so is a name already
     * live in its scope (the unique index on match key and scope holds).
     */
    *stored(count: number): Generator<StoredName> {
      const live = new Set<string>();
      for (let i = 0; live.size < count; i++) {
        const name = makeName(random, vocabulary);
        const keys = nameKeys(name);
        if (keys.genericOnly) continue;
        const district = i % 3 !== 0 ? null : DISTRICTS[i % DISTRICTS.length]!;
        const matchKey = sortedTokens(keys.latin);
        const scoped = `${matchKey}|${district ?? 'kri'}`;
        if (live.has(scoped)) continue;
        live.add(scoped);
        yield { index: i, name, keys, district, matchKey, sampled: i % SAMPLE_EVERY === 0 };
      }
    },
    /**
     * The queries: alternately a new name and a stored one (`sampled`, the names stored with
     * `sampled` set, in order) in lower case.
     */
    queries(sampled: readonly string[], count: number): string[] {
      const random = generator(QUERIES_SEED);
      return Array.from({ length: count }, (_, i) => (i % 2 ? sampled[i % sampled.length]!.toLowerCase() : makeName(random, vocabulary)));
    },
  };
}
