import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of the stored trade-name lookup keys. The keys are computed from each name by the
 * application's code (LOOKUP_KEYS_VERSION in @registry/domain), so the application recomputes
 * them when it starts on a database that holds another version; migrations no longer import that
 * code. Created empty: the first start after this migration re-keys every stored name once.
 */
export class TradeNameLookupKeysVersion1760000000042 implements MigrationInterface {
  name = 'TradeNameLookupKeysVersion1760000000042';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tn_lookup_keys_version (
        singleton     boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        version       text NOT NULL,
        refreshed_at  timestamptz NOT NULL DEFAULT now()
      );
      GRANT SELECT ON tn_lookup_keys_version TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE tn_lookup_keys_version');
  }
}
