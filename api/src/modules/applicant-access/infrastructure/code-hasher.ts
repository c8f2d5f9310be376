import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * Codes are stored as HMAC-SHA256 under a secret key, bound to the code's row id: six digits
 * hashed without a key fall to a million guesses, and a hash copied to another row is useless.
 * The key is drawn once per database (table `otp_hash_key`), so every API instance shares it.
 */
export class CodeHasher {
  private readonly decoyHash: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length < 32) throw new Error('the one-time code key must have at least 32 bytes');
    this.decoyHash = randomBytes(32);
  }

  static async fromDatabase(pool: Pick<pg.Pool, 'query'>): Promise<CodeHasher> {
    const { rows } = await pool.query(sql`SELECT secret FROM otp_hash_key`);
    if (!rows[0]) throw new Error('otp_hash_key is empty: migration 1760000000030 did not run');
    return new CodeHasher(Buffer.from(rows[0].secret, 'hex'));
  }

  hash(codeId: string, code: string): string {
    return this.mac(codeId, code).toString('hex');
  }

  matches(codeId: string, code: string, storedHash: string): boolean {
    const stored = Buffer.from(storedHash, 'hex');
    const actual = this.mac(codeId, code);
    return stored.length === actual.length && timingSafeEqual(stored, actual);
  }

  /** The work of a comparison when there is no code to compare with, so both answer alike. */
  decoy(code: string): false {
    timingSafeEqual(this.mac('decoy', code), this.decoyHash);
    return false;
  }

  private mac(codeId: string, code: string): Buffer {
    return createHmac('sha256', this.key).update(`${codeId}:${code}`).digest();
  }
}
