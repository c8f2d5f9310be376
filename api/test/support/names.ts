import { randomInt } from 'node:crypto';

/**
 * One consonant of each skeleton class of the name matcher (transliterate.ts), none a vowel or
 * a glide, so a random word of them is far from every other one.
 */
const DISTINCT_CONSONANTS = Array.from('بتسزدشجکخغفلرمن');

/**
 * A word of its own each run, in Kurdish letters only, for a trade name that must not be refused
 * as too similar to one an earlier test (or run) registered: the register is region-wide and the
 * test database is shared. Ten consonants, no two alike in a row (the skeleton would merge them).
 */
export function distinctKurdishWord(length = 10): string {
  let word = '';
  while (word.length < length) {
    const next = DISTINCT_CONSONANTS[randomInt(DISTINCT_CONSONANTS.length)]!;
    if (next !== word.at(-1)) word += next;
  }
  return word;
}
