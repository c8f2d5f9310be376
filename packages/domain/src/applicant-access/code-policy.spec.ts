import { describe, expect, it } from 'vitest';
import { CODE_POLICY, codeState, decideSend, expiryOf, judgeAttempt, newCode, normalizeEmail, type StoredCode } from './code-policy.js';

const now = new Date('2026-03-01T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const live = (over: Partial<StoredCode> = {}): StoredCode => ({
  expiresAt: expiryOf(minutesAgo(1)),
  attempts: 0,
  consumedAt: null,
  voidedAt: null,
  ...over,
});

describe('codes', () => {
  it('have six digits, leading zeros kept, from the whole range of the random source', () => {
    expect(newCode(() => 0)).toBe('000000');
    expect(newCode(() => 42)).toBe('000042');
    expect(newCode(() => 999_999)).toBe('999999');
    const asked: number[] = [];
    newCode((max) => (asked.push(max), 1));
    expect(asked).toEqual([1_000_000]);
    expect(() => newCode(() => 1_000_000)).toThrow(RangeError);
    expect(() => newCode(() => 1.5)).toThrow(RangeError);
  });

  it('expire ten minutes after issue', () => {
    expect(expiryOf(now).getTime() - now.getTime()).toBe(10 * 60_000);
    expect(codeState(live({ expiresAt: new Date(now.getTime() + 1) }), now)).toBe('usable');
    expect(codeState(live({ expiresAt: now }), now)).toBe('expired');
  });

  it('compare e-mails without case or surrounding space', () => {
    expect(normalizeEmail('  Shilan.Aziz@Example.ORG ')).toBe('shilan.aziz@example.org');
  });
});

describe('a try of a code', () => {
  it('is accepted when it matches a usable code, and counted', () => {
    expect(judgeAttempt(live({ attempts: 2 }), true, now)).toEqual({ kind: 'accepted', attempts: 3 });
  });

  it('kills the code at the fifth wrong try, and refuses even the right code after that', () => {
    let code = live();
    for (let i = 1; i <= 4; i++) {
      const r = judgeAttempt(code, false, now);
      expect(r).toEqual({ kind: 'wrong', attempts: i, exhausted: false });
      code = { ...code, attempts: i };
    }
    expect(judgeAttempt(code, false, now)).toEqual({ kind: 'wrong', attempts: 5, exhausted: true });
    expect(judgeAttempt({ ...code, attempts: 5 }, true, now)).toEqual({ kind: 'refused', why: 'exhausted' });
  });

  it('accepts the right code at the fifth try after four wrong ones', () => {
    expect(judgeAttempt(live({ attempts: 4 }), true, now)).toEqual({ kind: 'accepted', attempts: 5 });
  });

  it('refuses an expired, spent, voided or missing code whatever was typed', () => {
    expect(judgeAttempt(live({ expiresAt: minutesAgo(0.01) }), true, now)).toEqual({ kind: 'refused', why: 'expired' });
    expect(judgeAttempt(live({ consumedAt: minutesAgo(1) }), true, now)).toEqual({ kind: 'refused', why: 'spent' });
    expect(judgeAttempt(live({ voidedAt: minutesAgo(1) }), true, now)).toEqual({ kind: 'refused', why: 'voided' });
    expect(judgeAttempt(null, false, now)).toEqual({ kind: 'refused', why: 'missing' });
  });
});

describe('resend limits', () => {
  it('allow the first code, then one a minute', () => {
    expect(decideSend({ toEmail: [], fromAddress: [] }, now)).toEqual({ allowed: true });
    expect(decideSend({ toEmail: [secondsAgo(20)], fromAddress: [] }, now)).toEqual({
      allowed: false,
      reason: 'cooldown',
      retryAfterSeconds: 40,
    });
    expect(decideSend({ toEmail: [secondsAgo(60)], fromAddress: [] }, now)).toEqual({ allowed: true });
  });

  it('allow five codes per e-mail within an hour, the window sliding', () => {
    const five = [50, 40, 30, 20, 10].map(minutesAgo);
    expect(decideSend({ toEmail: five.slice(1), fromAddress: [] }, now)).toEqual({ allowed: true });
    expect(decideSend({ toEmail: five, fromAddress: [] }, now)).toEqual({
      allowed: false,
      reason: 'email-limit',
      retryAfterSeconds: 10 * 60,
    });
    // Sends older than the window do not count.
    expect(decideSend({ toEmail: [minutesAgo(61), ...five.slice(1)], fromAddress: [] }, now)).toEqual({ allowed: true });
  });

  it('allow thirty codes per address within an hour, across e-mails', () => {
    const many = Array.from({ length: CODE_POLICY.maxSendsPerAddress }, (_, i) => minutesAgo(59 - i));
    expect(decideSend({ toEmail: [], fromAddress: many.slice(1) }, now)).toEqual({ allowed: true });
    expect(decideSend({ toEmail: [], fromAddress: many }, now)).toEqual({ allowed: false, reason: 'address-limit', retryAfterSeconds: 60 });
  });

  it('report the longest wait when several limits apply', () => {
    const five = [50, 40, 30, 20, 0.5].map(minutesAgo);
    expect(decideSend({ toEmail: five, fromAddress: [] }, now)).toEqual({
      allowed: false,
      reason: 'email-limit',
      retryAfterSeconds: 10 * 60,
    });
    expect(decideSend({ toEmail: [secondsAgo(59.5)], fromAddress: [] }, now)).toEqual({
      allowed: false,
      reason: 'cooldown',
      retryAfterSeconds: 1,
    });
  });
});
