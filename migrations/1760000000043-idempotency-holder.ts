import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The holder of an in-flight idempotency record: the liveness lock of the process that runs it
 * (HolderLock). A retry takes the key over as soon as that lock is free, not after a timeout.
 */
export class IdempotencyHolder1760000000043 implements MigrationInterface {
  name = 'IdempotencyHolder1760000000043';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE idempotency_records ADD COLUMN holder integer');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE idempotency_records DROP COLUMN IF EXISTS holder');
  }
}
