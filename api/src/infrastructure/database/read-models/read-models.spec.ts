import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { allProjections, readModelTables } from '#src/projections';
import {
  bigint,
  defineTable,
  jsonb,
  selectAs,
  selectRows,
  sql,
  Sql,
  text,
  textArray,
  timestamptz,
  upsert,
  type AnyTable,
} from './table.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

interface DatabaseColumn {
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
}

/** How a description differs from the migrated table: one line per difference, none when they agree. */
async function differences(table: AnyTable): Promise<string[]> {
  const columns = await selectAs<DatabaseColumn>(
    db.owner,
    sql`SELECT column_name, udt_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table.name}`,
  );
  const keys = await selectAs<{ column_name: string }>(
    db.owner,
    sql`SELECT k.column_name FROM information_schema.table_constraints c
          JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema AND k.table_name = c.table_name
         WHERE c.constraint_type = 'PRIMARY KEY' AND c.table_schema = 'public' AND c.table_name = ${table.name}`,
  );
  if (!columns.length) return [`${table.name}: no such table`];
  const found = new Map(columns.map((c) => [c.column_name, c]));
  const out: string[] = [];
  for (const name of table.names) {
    const described = table.columns[name]!;
    const actual = found.get(name);
    if (!actual) out.push(`${table.name}.${name}: described, not in the database`);
    else {
      if (actual.udt_name !== described.udt) out.push(`${table.name}.${name}: type ${actual.udt_name}, described ${described.udt}`);
      if ((actual.is_nullable === 'YES') !== described.isNullable)
        out.push(`${table.name}.${name}: nullable ${actual.is_nullable}, described ${described.isNullable}`);
    }
  }
  for (const name of found.keys()) if (!(name in table.columns)) out.push(`${table.name}.${name}: in the database, not described`);
  const primaryKey = keys.map((k) => k.column_name).sort();
  if (primaryKey.join() !== [...table.primaryKey].sort().join())
    out.push(`${table.name}: primary key (${primaryKey}), described (${[...table.primaryKey].sort()})`);
  return out;
}

describe('read-model descriptions against the migrated database', () => {
  it.each(readModelTables.map((t) => [t.name, t] as const))(
    '%s: the description names every column with its type, nullability and key',
    async (_name, table) => {
      expect(await differences(table)).toEqual([]);
    },
  );

  it('every rm_* table of the database, and every table a projection writes, is described', async () => {
    const inDatabase = await selectAs<{ table_name: string }>(
      db.owner,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name LIKE 'rm\\_%'`,
    );
    const described = readModelTables.map((t) => t.name);
    expect(inDatabase.map((t) => t.table_name).filter((n) => !described.includes(n))).toEqual([]);
    expect(
      allProjections()
        .flatMap((p) => p.tables)
        .filter((n) => !described.includes(n)),
    ).toEqual([]);
  });

  it('a description that drifted is reported: a missing column, a wrong type, a wrong nullability, an unknown column', async () => {
    const drifted = defineTable('rm_stream_summary', {
      stream_id: text().primaryKey(),
      stream_type: text().nullable(),
      version: text(),
      last_event_type: text(),
      first_recorded_at: timestamptz(),
      renamed_at: timestamptz(),
    });
    expect(await differences(drifted)).toEqual([
      'rm_stream_summary.stream_type: nullable NO, described true',
      'rm_stream_summary.version: type int8, described text',
      'rm_stream_summary.renamed_at: described, not in the database',
      'rm_stream_summary.last_recorded_at: in the database, not described',
    ]);
  });
});

describe('sql fragments', () => {
  it('numbers the parameters of nested fragments in order and keeps raw text as text', () => {
    const inner = sql`b = ${2} OR c = ${3}`;
    const q = sql`SELECT ${Sql.raw('x, y')} FROM t WHERE a = ${1} AND (${inner}) AND d = ANY(${['p', 'q']})`.compile();
    expect(q).toEqual({ text: 'SELECT x, y FROM t WHERE a = $1 AND (b = $2 OR c = $3) AND d = ANY($4)', values: [1, 2, 3, ['p', 'q']] });
    expect(Sql.join([sql`a = ${1}`, sql`b = ${2}`, sql`c`], ' AND ').compile()).toEqual({
      text: 'a = $1 AND b = $2 AND c',
      values: [1, 2],
    });
  });

  it('never splices a value into the text, even one that looks like SQL', () => {
    const q = sql`SELECT 1 WHERE name = ${"x'; DROP TABLE rm_applications; --"}`.compile();
    expect(q.text).toBe('SELECT 1 WHERE name = $1');
  });

  it('runs as a node-postgres query config, on the pool and on a client in a transaction, and is left as it was', async () => {
    const query = sql`SELECT ${1}::int AS n, ${"x'y"}::text AS s, ${['a', 'b']}::text[] AS list`;
    expect(query.text).toBe('SELECT $1::int AS n, $2::text AS s, $3::text[] AS list');
    expect((await db.owner.query<{ n: number; s: string; list: string[] }>(query)).rows).toEqual([{ n: 1, s: "x'y", list: ['a', 'b'] }]);
    const client = await db.owner.connect();
    try {
      await client.query(sql`BEGIN`);
      expect((await client.query(query)).rows).toEqual([{ n: 1, s: "x'y", list: ['a', 'b'] }]);
      await client.query(sql`COMMIT`);
    } finally {
      client.release();
    }
    expect(query.compile()).toEqual({ text: 'SELECT $1::int AS n, $2::text AS s, $3::text[] AS list', values: [1, "x'y", ['a', 'b']] });
  });

  it('quotes an identifier, inner quotes doubled, so that no name ends it and starts SQL', async () => {
    const name = 'odd "name"; DROP TABLE x; --';
    expect(sql`SELECT * FROM ${Sql.identifier(name)}`.text).toBe('SELECT * FROM "odd ""name""; DROP TABLE x; --"');
    const client = await db.owner.connect();
    try {
      await client.query(sql`BEGIN`);
      await client.query(sql`CREATE TEMPORARY TABLE ${Sql.identifier(name)} (${Sql.identifier('a"b')} int) ON COMMIT DROP`);
      await client.query(sql`INSERT INTO ${Sql.identifier(name)} VALUES (${7})`);
      expect((await client.query(sql`SELECT ${Sql.identifier('a"b')} AS v FROM ${Sql.identifier(name)}`)).rows).toEqual([{ v: 7 }]);
      await client.query(sql`COMMIT`);
    } finally {
      client.release();
    }
  });
});

describe('batched upserts derived from a description', () => {
  const probe = defineTable('rm_probe', {
    id: text().primaryKey(),
    tags: textArray(),
    data: jsonb<Record<string, string>>(),
    at: timestamptz().nullable(),
    version: bigint(),
  });

  beforeAll(async () => {
    await db.owner.query(
      'CREATE TABLE rm_probe (id text PRIMARY KEY, tags text[] NOT NULL, data jsonb NOT NULL, at timestamptz, version bigint NOT NULL)',
    );
  });
  afterAll(async () => {
    await db.owner.query('DROP TABLE rm_probe');
  });

  it('writes every column through jsonb, guards by version and reads the row back typed', async () => {
    const write = upsert(probe, {
      via: 'jsonb',
      alias: 'p',
      update: ['tags', 'data', 'at', 'version'],
      where: 'p.version < excluded.version',
    });
    expect(write.text).toBe(
      'INSERT INTO rm_probe AS p (id, tags, data, at, version) SELECT id, tags, data, at, version FROM jsonb_to_recordset($1::jsonb) ' +
        'AS x(id text, tags text[], data jsonb, at timestamptz, version bigint) ON CONFLICT (id) DO UPDATE SET tags = excluded.tags, data = excluded.data, ' +
        'at = excluded.at, version = excluded.version WHERE p.version < excluded.version',
    );
    const at = new Date('2026-02-03T04:05:06.789Z');
    await write.run(db.owner, [{ id: 'a', tags: ['x', 'y'], data: { en: 'A' }, at, version: 2 }]);
    // A replayed older version changes nothing; a newer one does.
    expect(await write.run(db.owner, [{ id: 'a', tags: [], data: {}, at: null, version: 1 }])).toBe(0);
    const read = () => selectRows(db.owner, probe, sql`SELECT ${probe.list('p')} FROM ${probe.as('p')} WHERE p.id = ${'a'}`);
    expect(await read()).toEqual([{ id: 'a', tags: ['x', 'y'], data: { en: 'A' }, at, version: '2' }]);
    expect(await write.run(db.owner, [{ id: 'a', tags: ['z'], data: {}, at: null, version: 3 }])).toBe(1);
    expect(await read()).toEqual([{ id: 'a', tags: ['z'], data: {}, at: null, version: '3' }]);
  });

  it('refuses unnest for a table with an array column, which unnest would flatten', () => {
    expect(() => upsert(probe, { via: 'unnest', update: [] })).toThrow(/unnest cannot carry the array column tags/);
  });

  it('with nothing to update, a conflicting row is left as it is (DO NOTHING), the batch travelling as one array per column', () => {
    const plain = defineTable('rm_probe', { id: text().primaryKey(), version: bigint() });
    expect(upsert(plain, { via: 'unnest', update: [] }).text).toBe(
      'INSERT INTO rm_probe (id, version) SELECT * FROM unnest($1::text[], $2::bigint[]) ON CONFLICT (id) DO NOTHING',
    );
  });
});
