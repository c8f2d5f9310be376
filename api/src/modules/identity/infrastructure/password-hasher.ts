import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane); PHC-encoded, so parameters travel with the hash. */
const PARAMETERS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ ...PARAMETERS, password: password.normalize('NFC'), salt: randomBytes(16), outputType: 'encoded' });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!hash.startsWith('$argon2')) return false;
  try {
    return await argon2Verify({ password: password.normalize('NFC'), hash });
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/** Spends the time of a real verification, so that an unknown e-mail answers as slowly as a known one. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
