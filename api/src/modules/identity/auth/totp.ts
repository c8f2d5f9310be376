import { generateSecret, generateURI, verify } from 'otplib';

const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: 'Business Registry', label: account, secret });
}

/**
 * The time step a valid code belongs to (one step of clock drift either way), or null. The
 * caller refuses a step at or before the last one accepted, so that a code works only once.
 */
export async function acceptedTotpStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: PERIOD_SECONDS, epoch: Math.floor(now / 1000) });
  if (!result.valid) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + result.delta;
}
