/**
 * One-time e-mail codes (DESIGN.md Security): 6 digits, valid 10 minutes, single use, 5 tries,
 * resend limited per e-mail and per address. Pure rules; storage, hashing and randomness are
 * the caller's.
 */
export const CODE_PURPOSES = ['sign-in', 'transfer'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CODE_POLICY = {
  digits: 6,
  validMinutes: 10,
  /** Tries per code, right or wrong; after 5 wrong ones the code is dead. */
  maxAttempts: 5,
  /** One code per e-mail per minute. */
  resendCooldownSeconds: 60,
  windowMinutes: 60,
  /** Codes per e-mail within the window. */
  maxSendsPerEmail: 5,
  /** Codes requested from one address within the window (an office behind one NAT sends several). */
  maxSendsPerAddress: 30,
} as const;

export type CodePolicy = { [K in keyof typeof CODE_POLICY]: number };

export function isCodePurpose(value: unknown): value is CodePurpose {
  return typeof value === 'string' && (CODE_PURPOSES as readonly string[]).includes(value);
}

/** E-mail addresses are compared without case or surrounding space. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A code of `digits` decimal digits, leading zeros kept; `randomBelow(n)` is uniform in [0, n) (a CSPRNG's randomInt). */
export function newCode(randomBelow: (exclusiveMax: number) => number, policy: CodePolicy = CODE_POLICY): string {
  const space = 10 ** policy.digits;
  const value = randomBelow(space);
  if (!Number.isInteger(value) || value < 0 || value >= space) throw new RangeError('random source out of range');
  return String(value).padStart(policy.digits, '0');
}

export function expiryOf(issuedAt: Date, policy: CodePolicy = CODE_POLICY): Date {
  return new Date(issuedAt.getTime() + policy.validMinutes * 60_000);
}

export interface StoredCode {
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
  voidedAt: Date | null;
}

export type CodeState = 'usable' | 'expired' | 'exhausted' | 'spent' | 'voided';

export function codeState(code: StoredCode, now: Date, policy: CodePolicy = CODE_POLICY): CodeState {
  if (code.consumedAt) return 'spent';
  if (code.voidedAt) return 'voided';
  if (code.attempts >= policy.maxAttempts) return 'exhausted';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'usable';
}

export type AttemptResult =
  | { kind: 'accepted'; attempts: number }
  | { kind: 'wrong'; attempts: number; exhausted: boolean }
  | { kind: 'refused'; why: 'missing' | Exclude<CodeState, 'usable'> };

/**
 * One try of a code. A try counts before the comparison, so that no more than `maxAttempts`
 * comparisons are ever made against one code; a dead, expired or missing code is refused
 * whatever was typed (and the try is not counted on it).
 */
export function judgeAttempt(code: StoredCode | null, matches: boolean, now: Date, policy: CodePolicy = CODE_POLICY): AttemptResult {
  if (!code) return { kind: 'refused', why: 'missing' };
  const state = codeState(code, now, policy);
  if (state !== 'usable') return { kind: 'refused', why: state };
  const attempts = code.attempts + 1;
  if (matches) return { kind: 'accepted', attempts };
  return { kind: 'wrong', attempts, exhausted: attempts >= policy.maxAttempts };
}

export interface SendHistory {
  /** When codes were sent to this e-mail (any purpose), recent ones at least. */
  toEmail: readonly Date[];
  /** When codes were requested from this address; empty when the address is unknown. */
  fromAddress: readonly Date[];
}

export type SendRefusal = 'cooldown' | 'email-limit' | 'address-limit';
export type SendDecision = { allowed: true } | { allowed: false; reason: SendRefusal; retryAfterSeconds: number };

/** May another code be sent now? When not, the longest of the waits that apply. */
export function decideSend(history: SendHistory, now: Date, policy: CodePolicy = CODE_POLICY): SendDecision {
  const windowMs = policy.windowMinutes * 60_000;
  const inWindow = (times: readonly Date[]) =>
    times
      .map((t) => t.getTime())
      .filter((t) => t > now.getTime() - windowMs && t <= now.getTime())
      .sort((a, b) => a - b);
  const toEmail = inWindow(history.toEmail);
  const fromAddress = inWindow(history.fromAddress);
  const waits: Array<{ reason: SendRefusal; ms: number }> = [];

  const latest = toEmail[toEmail.length - 1];
  if (latest !== undefined && now.getTime() - latest < policy.resendCooldownSeconds * 1000) {
    waits.push({ reason: 'cooldown', ms: latest + policy.resendCooldownSeconds * 1000 - now.getTime() });
  }
  // The window slides: the next send is allowed when enough of the oldest sends have left it.
  if (toEmail.length >= policy.maxSendsPerEmail) {
    waits.push({ reason: 'email-limit', ms: toEmail[toEmail.length - policy.maxSendsPerEmail]! + windowMs - now.getTime() });
  }
  if (fromAddress.length >= policy.maxSendsPerAddress) {
    waits.push({ reason: 'address-limit', ms: fromAddress[fromAddress.length - policy.maxSendsPerAddress]! + windowMs - now.getTime() });
  }
  if (!waits.length) return { allowed: true };
  const longest = waits.reduce((a, b) => (b.ms > a.ms ? b : a));
  return { allowed: false, reason: longest.reason, retryAfterSeconds: Math.max(1, Math.ceil(longest.ms / 1000)) };
}
