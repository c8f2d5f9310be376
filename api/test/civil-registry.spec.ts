import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { APP_ROLE } from '../src/infrastructure/database/database.js';
import { CIVIL_REGISTRY } from '../src/modules/reference/civil-registry/civil-registry.token.js';
import { samplePersonsCsvPath } from '../src/modules/reference/civil-registry/development-persons.js';
import type { CivilRegistry } from '@registry/domain/reference/civil-registry/person';
import { verifyUpn } from '@registry/domain/reference/civil-registry/rules';
import { importPersonsCsv } from '../src/modules/reference/civil-registry/import-persons-csv.js';
import { PostgresCivilRegistry } from '../src/modules/reference/civil-registry/postgres-civil-registry.js';
import { DomainError } from '@registry/domain/shared/domain-error';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TODAY = '2025-06-15';
const HEADER = 'upn,first_name,last_name,father_name,birth_date,nationality,gender';

/** The demonstration persons of sample-persons.csv, by what each one shows. */
const SAMPLE = {
  iraqiMan: '1198503120011',
  iraqiWoman: '2199007150024',
  foreigner: '1197504040079',
  noNationality: '1199209090091',
  minor: '1201205100102',
};

describe('civil registry: the CSV import into PostgreSQL', () => {
  let db: TestDatabase;
  let appPool: pg.Pool;
  let registry: PostgresCivilRegistry;
  let sample: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    // As the running application connects: the grants of the migration must be enough.
    appPool = new pg.Pool({ connectionString: db.url, max: 2, options: `-c role=${APP_ROLE}` });
    registry = new PostgresCivilRegistry(appPool);
    sample = await readFile(samplePersonsCsvPath(), 'utf8');
  });
  afterAll(async () => {
    await appPool.end();
    await db.drop();
  });

  it('starts empty outside development: no person is seeded by the migration', async () => {
    expect((await db.owner.query('SELECT count(*)::int AS n FROM civil_registry_persons')).rows[0].n).toBe(0);
  });

  it('imports every row of the sample file, and importing it again changes nothing', async () => {
    const first = await importPersonsCsv(sample, registry, TODAY);
    expect(first).toEqual({ rows: 10, inserted: 10, updated: 0, unchanged: 0, rejected: [] });
    const stamps = (await db.owner.query('SELECT upn, updated_at FROM civil_registry_persons ORDER BY upn')).rows;

    const again = await importPersonsCsv(sample, registry, TODAY);
    expect(again).toEqual({ rows: 10, inserted: 0, updated: 0, unchanged: 10, rejected: [] });
    expect((await db.owner.query('SELECT upn, updated_at FROM civil_registry_persons ORDER BY upn')).rows).toEqual(stamps);
  });

  it('looks persons up by UPN, with Kurdish names, no father name and no nationality as recorded', async () => {
    expect(await registry.findByUpn(SAMPLE.iraqiMan)).toEqual({
      upn: SAMPLE.iraqiMan,
      firstName: 'کاروان',
      lastName: 'عەبدوڵڵا',
      fatherName: 'ئەحمەد',
      birthDate: '1985-03-12',
      nationality: 'iraqi',
      gender: 'male',
    });
    expect(await registry.findByUpn('2198309300080')).toMatchObject({
      lastName: "O'Neill, Müller",
      nationality: 'foreigner',
      gender: 'female',
    });
    const stateless = await registry.findByUpn(SAMPLE.noNationality);
    expect(stateless).toMatchObject({ nationality: null });
    expect(stateless).not.toHaveProperty('fatherName');
    expect(await registry.findByUpn('9999999999999')).toBeNull();
    expect(await registry.findByUpn("1' OR '1'='1")).toBeNull();
  });

  it('imports good rows, reports bad ones by line number, and updates a changed person', async () => {
    const csv = [
      HEADER,
      '3000000000001,Shwan,Ali,,1980-01-01,iraqi,male', // line 2: new
      '1198503120011,کاروان,عەبدوڵڵا,ئەحمەد,1985-03-12,iraqi,male', // line 3: unchanged
      '2199007150024,ژیلا,مەحمود,عومەر,1990-07-16,iraqi,female', // line 4: birth date corrected
      '12345,Bad,Upn,,1980-01-01,iraqi,male', // line 5
      '3000000000002,,NoFirst,,1980-02-30,iraq,male', // line 6
      '"3000000000003","Multi', // line 7: a quoted field spanning lines 7 and 8
      'line",Name,,1981-01-01,iraqi,female',
      '3000000000001,Shwan,Ali,,1980-01-01,iraqi,male', // line 9: duplicate of line 2
      '3000000000004,Too,Few', // line 10
      '',
      '3000000000005,Future,Born,,2999-01-01,,unknown', // line 12
    ].join('\r\n');
    const report = await importPersonsCsv(csv, registry, TODAY);
    expect(report).toMatchObject({ rows: 9, inserted: 2, updated: 1, unchanged: 1 });
    expect(report.rejected).toEqual([
      { line: 5, problems: [{ code: 'upn.invalid', field: 'upn' }] },
      {
        line: 6,
        problems: [
          { code: 'validation.required', field: 'first_name' },
          { code: 'validation.date', field: 'birth_date' },
          { code: 'validation.one-of', field: 'nationality', params: { allowed: ['iraqi', 'foreigner', '(empty)'] } },
        ],
      },
      { line: 9, problems: [{ code: 'civil-registry.csv-duplicate-upn', field: 'upn', params: { firstLine: 2 } }] },
      { line: 10, problems: [{ code: 'civil-registry.csv-columns', params: { expected: 7, got: 3 } }] },
      { line: 12, problems: [{ code: 'civil-registry.birth-date-future', field: 'birth_date' }] },
    ]);
    expect(await registry.findByUpn('3000000000003')).toMatchObject({ firstName: 'Multi\r\nline', lastName: 'Name' });
    expect(await registry.findByUpn(SAMPLE.iraqiWoman)).toMatchObject({ birthDate: '1990-07-16' });
    expect(await registry.findByUpn('12345')).toBeNull();

    // The same file again: the good rows are now unchanged, the bad ones reported again.
    const again = await importPersonsCsv(csv, registry, TODAY);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
    expect(again.rejected.map((r) => r.line)).toEqual([5, 6, 9, 10, 12]);
  });

  it('refuses a file without the expected header as a whole', async () => {
    const before = (await db.owner.query('SELECT count(*)::int AS n FROM civil_registry_persons')).rows[0].n;
    for (const text of ['', 'upn,first_name,last_name\n3000000000009,a,b', '3000000000009,a,b,,1980-01-01,iraqi,male']) {
      const error = await importPersonsCsv(text, registry, TODAY).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('civil-registry.csv-header');
    }
    expect((await db.owner.query('SELECT count(*)::int AS n FROM civil_registry_persons')).rows[0].n).toBe(before);
  });

  it('checks each rule against the imported registry', async () => {
    const check = (upn: string, mustBeIraqi = false) =>
      verifyUpn(registry, upn, TODAY, { mustBeIraqi, field: 'ceo.upn' }).then((r) => r.problems);
    expect(await check(SAMPLE.iraqiMan, true)).toEqual([]);
    expect(await check(SAMPLE.iraqiWoman, true)).toEqual([]);
    expect(await check('119850312001', true)).toEqual([{ code: 'upn.invalid', field: 'ceo.upn' }]);
    expect(await check('9999999999999')).toEqual([{ code: 'upn.unknown', field: 'ceo.upn' }]);
    expect(await check(SAMPLE.noNationality)).toEqual([{ code: 'upn.no-nationality', field: 'ceo.upn' }]);
    expect(await check(SAMPLE.minor)).toEqual([
      { code: 'person.minor', field: 'ceo.upn', params: { minimumAge: 18, name: 'ئاران کاروان' } },
    ]);
    expect(await check(SAMPLE.foreigner)).toEqual([]);
    expect(await check(SAMPLE.foreigner, true)).toEqual([
      { code: 'person.not-iraqi', field: 'ceo.upn', params: { name: 'Mehmet Yılmaz' } },
    ]);
  });
});

describe('civil registry: in the application (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  it('seeds the demonstration persons at start and offers the port under CIVIL_REGISTRY', async () => {
    const { rows } = await t.db.owner.query('SELECT upn, nationality FROM civil_registry_persons ORDER BY upn');
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.nationality === null).map((r) => r.upn)).toEqual([SAMPLE.noNationality]);
    const registry = t.app.get<CivilRegistry>(CIVIL_REGISTRY);
    expect(await registry.findByUpn(SAMPLE.minor)).toMatchObject({ firstName: 'ئاران', birthDate: '2012-05-10' });
    // The log says how many, never who.
    const seeded = t.logLines.find((l) => l.includes('demonstration persons imported'));
    expect(seeded).toBeDefined();
    expect(seeded).not.toContain('کاروان');
  });

  it('has a message for each of its codes in all four languages', async () => {
    const { translate } = await import('@registry/domain/shared/i18n/messages');
    for (const code of ['upn.invalid', 'upn.unknown', 'upn.no-nationality', 'person.minor', 'person.not-iraqi']) {
      for (const locale of ['ckb', 'en', 'ar', 'kmr'] as const) expect(translate(code, locale, { minimumAge: 18 })).not.toBe(code);
    }
    expect(translate('upn.no-nationality', 'en')).toMatch(/biometry office/);
    expect(translate('person.minor', 'ckb', { minimumAge: 18 })).toContain('١٨');
  });

  it('serves no person over HTTP', async () => {
    await t.http.get(`/api/v1/civil-registry/${SAMPLE.iraqiMan}`).expect(404);
    await t.http.get(`/api/v1/persons/${SAMPLE.iraqiMan}`).expect(404);
    const spec = (await t.http.get('/api/docs/openapi.json').expect(200)).body;
    expect(Object.keys(spec.paths).filter((p) => /civil|person|upn/i.test(p))).toEqual([]);
  });
});
