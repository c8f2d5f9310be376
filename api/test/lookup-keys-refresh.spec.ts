import { LOOKUP_KEYS_VERSION, storedHashes } from '@registry/domain/trade-names/naming/lookup-keys';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { migrate } from '../src/infrastructure/database/database.js';
import { afterMigrations } from '../src/after-migrations.js';
import { refreshLookupKeys } from '../src/modules/trade-names/availability/lookup-keys-refresh.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** Stored lookup keys follow the code's version, recomputed at start rather than by migrations. */
describe('trade-name lookup keys refresh', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  async function insertLegacy(ref: string, name: string, keys: number[]): Promise<void> {
    const k = nameKeys(name);
    await db.owner.query(
      `INSERT INTO tn_legacy_names (legacy_ref, name, latin, match_key, skeleton, lookup_keys) VALUES ($1, $2, $3, $4, $5, $6)`,
      [ref, name, k.latin, k.latin, k.skeleton, keys],
    );
  }
  const keysOf = async (ref: string) =>
    (await db.owner.query<{ lookup_keys: number[] }>('SELECT lookup_keys FROM tn_legacy_names WHERE legacy_ref = $1', [ref])).rows[0]!
      .lookup_keys;

  it('migrating records the version of the code, so names written afterwards are not re-keyed', async () => {
    const { rows } = await db.owner.query('SELECT version FROM tn_lookup_keys_version');
    expect(rows).toEqual([{ version: LOOKUP_KEYS_VERSION }]);
    await insertLegacy('L-1', 'Nawroz Trading Company', [1, 2, 3]);
    await migrate(db.url, afterMigrations);
    expect(await keysOf('L-1')).toEqual([1, 2, 3]);
  });

  it('re-keys every stored name once when the database holds another version', async () => {
    await insertLegacy('L-2', 'زاگرۆس', [7]);
    await db.owner.query(`UPDATE tn_lookup_keys_version SET version = 'an-older-version'`);
    await migrate(db.url, afterMigrations);
    expect(await keysOf('L-1')).toEqual(storedHashes(nameKeys('Nawroz Trading Company')));
    expect(await keysOf('L-2')).toEqual(storedHashes(nameKeys('زاگرۆس')));
    expect((await db.owner.query('SELECT version FROM tn_lookup_keys_version')).rows).toEqual([{ version: LOOKUP_KEYS_VERSION }]);
    const client = await db.owner.connect();
    try {
      expect(await refreshLookupKeys(client)).toBe(false);
    } finally {
      client.release();
    }
  });
});
