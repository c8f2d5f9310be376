import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Certificates are events of their application's stream (`<kind>.certificate-issued`, issue 33
 * §2); the public verification page finds one by its id or its number. Two partial expression
 * indexes over those events only (a handful per application) serve both lookups without a read
 * model to keep in step: the page folds the stream it finds.
 */
export class CertificateLookups1760000000098 implements MigrationInterface {
  name = 'CertificateLookups1760000000098';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE UNIQUE INDEX es_events_certificate_id ON es_events ((data->>'certificateId')) WHERE event_type LIKE '%.certificate-issued';
      CREATE UNIQUE INDEX es_events_certificate_number ON es_events ((data->>'number')) WHERE event_type LIKE '%.certificate-issued';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS es_events_certificate_id; DROP INDEX IF EXISTS es_events_certificate_number');
  }
}
