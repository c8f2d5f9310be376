import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The holder of an in-flight idempotency record: the liveness lock of the process that runs it
 * (HolderLock). A retry takes the key over as soon as that lock is free, not after a timeout.
 * `committed_at`: set in the transaction of a write that is not event-sourced (noteCommitted),
 * so that a retry after a crash knows the write took place.
 */
export class IdempotencyHolder1760000000061 implements MigrationInterface {
  name = 'IdempotencyHolder1760000000061';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE idempotency_records ADD COLUMN holder integer, ADD COLUMN committed_at timestamptz');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE idempotency_records DROP COLUMN IF EXISTS holder, DROP COLUMN IF EXISTS committed_at');
  }
}
