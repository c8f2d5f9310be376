import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane); PHC-encoded, so parameters travel with
 * the hash. The native binding runs on libuv's thread pool: a sign-in no longer holds the only
 * event loop for 50–290 ms as the WebAssembly one did (`npm run bench:argon2`). Hashes written by
 * the WebAssembly implementation are the same PHC strings and keep verifying.
 *
 * At most one hash per core but one runs at a time, so that the event loop keeps a core of its
 * own under a burst of sign-ins (on two cores: one at a time; the others queue, off the loop).
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));
const PARAMETERS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password.normalize('NFC'), { ...PARAMETERS, salt: randomBytes(16) }));
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (!encoded.startsWith('$argon2')) return false;
  try {
    return await hashing(() => verify(encoded, password.normalize('NFC')));
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
