import { loadMigration, migrations } from '@registry/migrations';
import { migrate, type AfterMigrations } from './database.js';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';

/**
 * `migrate` hands a database to TypeORM only when a migration is missing from it; the list of
 * migrations names each by its timestamp and loads its module only then.
 */
describe('the migrations list', () => {
  it('loads, for every timestamp, the one migration class named after it, and no timestamp twice', async () => {
    const timestamps = migrations.map((migration) => migration.timestamp);
    expect(new Set(timestamps).size).toBe(timestamps.length);
    for (const entry of migrations) {
      const migration = await loadMigration(entry);
      expect(new migration().name).toBe(migration.name);
      expect(migration.name.endsWith(String(entry.timestamp))).toBe(true);
    }
  });
});

describe('migrate', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const columnsOfWordMarks = async () =>
    (await db.owner.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'rm_word_marks'`)).rows.map(
      (row: { column_name: string }) => row.column_name,
    );

  it('given an up-to-date database, applies nothing and still runs the after-migration steps', async () => {
    const steps: string[] = [];
    const step: AfterMigrations = async (owner) => {
      await owner.query('SELECT 1');
      steps.push('ran');
    };
    expect(await migrate(db.url, [step, step])).toEqual([]);
    expect(steps).toEqual(['ran', 'ran']);
  });

  it('given a database without one migration, applies that one only, through TypeORM, and records it', async () => {
    // The logo hashes' migration (1760000000104): its change is one column, simple to undo by hand.
    const logoHashes = await loadMigration(migrations.find((migration) => migration.timestamp === 1760000000104)!);
    const name = new logoHashes().name;
    // The database as it was before that migration: its change undone and its record gone.
    await db.owner.query('ALTER TABLE rm_word_marks DROP COLUMN logo_phash');
    await db.owner.query('DELETE FROM migrations WHERE name = $1', [name]);
    expect(await columnsOfWordMarks()).not.toContain('logo_phash');

    expect(await migrate(db.url, [])).toEqual([name]);
    expect(await columnsOfWordMarks()).toContain('logo_phash');
    expect((await db.owner.query('SELECT count(*)::int AS n FROM migrations WHERE name = $1', [name])).rows).toEqual([{ n: 1 }]);
    expect(await migrate(db.url, [])).toEqual([]);
  });
});
