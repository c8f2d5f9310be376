import { describe, expect, it } from 'vitest';
import { nameKeys } from './name-key.js';
import { nameMatcher, sortedTokens } from './name-match.js';
import { similarity } from './similarity.js';

const held = (name: string) => {
  const keys = nameKeys(name);
  return { name, latin: keys.latin, skeleton: keys.skeleton };
};

describe('nameMatcher', () => {
  it('given the same letters in another order or with generic words, when matched, then exact with score 1', () => {
    const match = nameMatcher(nameKeys('Zagros Nawroz'));
    expect(match(held('Nawroz Zagros Trading Company'))).toEqual({ exact: true, score: 1 });
  });

  it('given the same skeleton in another script, when matched, then exact with score 1 (similarity alone gives less)', () => {
    expect(nameMatcher(nameKeys('Nawroz'))(held('نوروز'))).toEqual({ exact: true, score: 1 });
    expect(similarity(nameKeys('Nawroz'), nameKeys('نوروز'))).toBeLessThan(1);
  });

  it('given the same skeleton in the same script, when matched, then not exact: scored by similarity', () => {
    const match = nameMatcher(nameKeys('Dilan'))(held('Dalan'));
    expect(match.exact).toBe(false);
    expect(match.score).toBe(similarity(nameKeys('Dilan'), nameKeys('Dalan')));
  });

  it('given a name at or above the least score, when matched, then its score is similarity’s', () => {
    expect(nameMatcher(nameKeys('Nawroz Zagros'), 0.6)(held('Nawroz')).score).toBe(
      similarity(nameKeys('Nawroz Zagros'), nameKeys('Nawroz')),
    );
  });

  it('given keys with doubled spaces, when sorted, then the tokens are sorted without empty ones', () => {
    expect(sortedTokens(' zgrs  nrz ')).toBe('nrz zgrs');
  });
});
