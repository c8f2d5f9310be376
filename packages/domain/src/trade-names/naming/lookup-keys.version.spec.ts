import { describe, expect, it } from 'vitest';
import { LOOKUP_KEYS_VERSION, storedHashes } from './lookup-keys.js';
import { MUST_MATCH, MUST_NOT_MATCH } from './name-pairs.fixture.js';
import { nameKeys } from './name-key.js';

/**
 * The stored keys of a fixed corpus, digested, for each version: a change to the keys that does
 * not change LOOKUP_KEYS_VERSION would leave the names already stored with keys that new queries
 * no longer meet. When this fails, change LOOKUP_KEYS_VERSION and record the new digest here.
 */
const DIGESTS: Readonly<Record<string, string>> = {
  'finer-keys-1': '214:e2d92ed7',
};

function corpusDigest(): string {
  const names = [...new Set([...MUST_MATCH, ...MUST_NOT_MATCH].flatMap(([a, b]) => [a, b]))].sort();
  let hash = 0x811c9dc5;
  for (const name of names) {
    for (const value of [...storedHashes(nameKeys(name)), -1]) {
      hash ^= value;
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return `${names.length}:${(hash >>> 0).toString(16)}`;
}

describe('lookup keys version', () => {
  it('names the keys the code computes', () => {
    expect(corpusDigest()).toBe(DIGESTS[LOOKUP_KEYS_VERSION]);
  });
});
