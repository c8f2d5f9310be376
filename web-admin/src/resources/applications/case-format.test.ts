import { describe, expect, it } from 'vitest';
import { caseFormat } from './case-format';

describe('caseFormat().clock', () => {
  it("writes a time of day in the language's digits", () => {
    expect(caseFormat('ckb').clock('08:30')).toBe('٠٨:٣٠');
    expect(caseFormat('ar').clock('16:45')).toBe('١٦:٤٥');
    expect(caseFormat('en').clock('08:30')).toBe('08:30');
  });

  it('leaves what is not a time as it is', () => {
    expect(caseFormat('ckb').clock('8.30')).toBe('8.30');
  });
});
