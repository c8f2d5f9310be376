import { describe, expect, it } from 'vitest';
import { DOMAIN_VALUES, ENUMS } from './options';

describe('form options', () => {
  it('offer every value of the domain where the forms order a list of their own', () => {
    for (const [list, values] of Object.entries(DOMAIN_VALUES)) {
      expect([...ENUMS[list as keyof typeof ENUMS]].sort(), list).toEqual([...values!].sort());
    }
  });

  it('offer each value once', () => {
    for (const [list, values] of Object.entries(ENUMS)) expect(new Set(values).size, list).toBe(values.length);
  });
});
