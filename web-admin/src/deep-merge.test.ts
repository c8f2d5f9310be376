import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge';

describe('deepMerge', () => {
  it('merges nested objects key by key, the later winning, and replaces arrays and other values', () => {
    const earlier = { ra: { action: { save: 'Save', delete: 'Delete' } }, shadows: ['a', 'b', 'c'], mode: 'light', keep: { x: 1 } };
    const later = { ra: { action: { save: 'پاشەکەوت' } }, shadows: ['z'], mode: { nested: true }, keep: 'flat' };
    expect(deepMerge(earlier, undefined, later, null, 'text')).toEqual({
      ra: { action: { save: 'پاشەکەوت', delete: 'Delete' } },
      shadows: ['z'],
      mode: { nested: true },
      keep: 'flat',
    });
  });

  it('changes none of its inputs and shares no nested object with them', () => {
    const first = { a: { b: 1 } };
    const second = { a: { c: 2 } };
    const merged = deepMerge(first, second);
    expect(first).toEqual({ a: { b: 1 } });
    expect(second).toEqual({ a: { c: 2 } });
    expect(merged.a).not.toBe(first.a);
    expect(deepMerge(first).a).not.toBe(first.a);
  });

  it('keeps functions (theme style overrides) as they are', () => {
    const root = () => ({ color: 'red' });
    expect((deepMerge({ styleOverrides: { root } }).styleOverrides as { root: unknown }).root).toBe(root);
  });
});
