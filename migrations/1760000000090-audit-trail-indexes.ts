import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24 §1: the per-user trail reads events by their actor across every stream, and the
 * security log screen reads the newest rows first or an actor's. Without these both scan the
 * whole table.
 */
export class AuditTrailIndexes1760000000090 implements MigrationInterface {
  name = 'AuditTrailIndexes1760000000090';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX es_events_actor ON es_events ((metadata->'actor'->>'id'), recorded_at DESC);
      CREATE INDEX security_log_at ON security_log (at DESC, id DESC);
      CREATE INDEX security_log_actor ON security_log (actor, at DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS es_events_actor; DROP INDEX IF EXISTS security_log_at; DROP INDEX IF EXISTS security_log_actor');
  }
}
