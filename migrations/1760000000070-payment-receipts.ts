import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cashiers' receipts (issue 22 §5): the read model of PaymentReceiptsProjection, listed by
 * day and cashier. Filled from the events by the projection runner (older payments had none).
 */
export class PaymentReceipts1760000000070 implements MigrationInterface {
  name = 'PaymentReceipts1760000000070';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE rm_payment_receipts (
      stream_id text PRIMARY KEY,
      kind text NOT NULL,
      receipt_number text NOT NULL,
      receipt_date text NOT NULL,
      cashier_id text NOT NULL,
      confirmed_at timestamptz NOT NULL,
      version bigint NOT NULL
    )`);
    await db.query('CREATE INDEX rm_payment_receipts_day ON rm_payment_receipts (receipt_date, cashier_id)');
    // TRUNCATE: a rebuild empties the read model (as the other projections' tables).
    await db.query('GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON rm_payment_receipts TO registry_app');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS rm_payment_receipts');
  }
}
