import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unique entity numbers (UEN) of registered businesses: year + sequence + MOD 97-10 check digits
 * (docs/application-rules.md). The sequence runs across years; a payment that is refused after
 * drawing a number leaves a gap, never a duplicate.
 */
export class UniqueEntityNumbers1760000000032 implements MigrationInterface {
  name = 'UniqueEntityNumbers1760000000032';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE uen_sequence START 1 MAXVALUE 99999999 NO CYCLE`);
    await db.query(`GRANT USAGE ON SEQUENCE uen_sequence TO registry_app`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP SEQUENCE IF EXISTS uen_sequence');
  }
}
