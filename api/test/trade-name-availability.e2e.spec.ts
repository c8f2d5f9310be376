import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { startTestApp, type TestApp } from './support/test-app.js';
import { staffToken } from './support/http.js';
import { NameRegister, type ClaimRequest } from '../src/modules/trade-names/availability/name-register.js';
import { importLegacyNames } from '../src/modules/trade-names/availability/legacy-import.js';
import { fieldLabel, LANGUAGE_NAMES, translate } from '@registry/domain/shared/i18n/messages';
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { DomainError } from '@registry/domain/shared/domain-error';
import { storedHashes } from '@registry/domain/trade-names/naming/lookup-keys';

let t: TestApp;
let register: NameRegister;

/** What the write side does: claim the name inside the transaction that appends its events. */
async function claim(request: Omit<ClaimRequest, 'holderStreamId' | 'holderKind'> & { holder?: string }) {
  const client = await t.runtime.db.pool.connect();
  try {
    await client.query('BEGIN');
    await register.claim(client, { holderStreamId: request.holder ?? `trade-name-${randomUUID()}`, holderKind: 'trade-name', ...request });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

beforeAll(async () => {
  t = await startTestApp();
  register = t.app.get(NameRegister);
  await claim({
    name: 'Zagros Bakery',
    locale: 'en',
    protectionLevel: 'kri_level',
    status: 'registered',
    provinceId: 'sulaymaniyah',
    districtId: 'sulaymaniyah-centre',
  });
  await claim({ name: 'Azadi Pharmacy', locale: 'en', protectionLevel: 'kri_level', status: 'reserved' });
  await claim({ name: 'چنار گاردن', locale: 'ckb', protectionLevel: 'kri_level', status: 'pending' });
  await claim({
    name: 'Shaho Tailors',
    locale: 'en',
    protectionLevel: 'district_level',
    districtId: 'erbil-shaqlawa',
    provinceId: 'erbil',
    status: 'granted',
  });
  const sample = await readFile(new URL('../src/modules/trade-names/availability/legacy-sample.csv', import.meta.url), 'utf8');
  const report = await importLegacyNames(sample, t.runtime.db.pool);
  expect(report).toMatchObject({ rows: 5, inserted: 5, rejected: [] });
});
afterAll(() => t.close());

function eligible(query: Record<string, string>, locale = 'en') {
  return t.http.get('/api/v1/public/trade_names/eligible').query(query).set('Accept-Language', locale);
}

const cases: Array<{ code: string; query: Record<string, string> }> = [
  { code: 'trade-name.registered', query: { chosenTradeName: 'ZAGROS  bakery' } },
  { code: 'trade-name.registered', query: { chosenTradeName: 'زاگرۆس بەیکەری' } },
  { code: 'trade-name.reserved', query: { chosenTradeName: 'azadi pharmacy' } },
  { code: 'trade-name.pending', query: { chosenTradeName: 'چنار گاردن' } },
  { code: 'trade-name.legacy', query: { chosenTradeName: 'کۆمپانیای نەورۆز بۆ بازرگانی' } },
  { code: 'trade-name.too-similar', query: { chosenTradeName: 'Zagroz Bakery' } },
  { code: 'trade-name.special-characters', query: { chosenTradeName: 'Rasan @ Home' } },
  { code: 'trade-name.wrong-script', query: { chosenTradeName: 'Rasan زاگرۆس', language: 'ckb' } },
  { code: 'trade-name.script-mismatch', query: { chosenTradeName: 'Rasan Home', language: 'ckb' } },
  { code: 'trade-name.generic-only', query: { chosenTradeName: 'شركة للتجارة العامة' } },
];

describe('GET /v1/public/trade_names/eligible', () => {
  it.each(cases)('$code is given for "$query.chosenTradeName" in ckb, en, ar and kmr', async ({ code, query }) => {
    for (const locale of LOCALES) {
      const res = await eligible(query, locale).expect(200);
      const attributes = res.body.data.attributes;
      expect(attributes.eligible).toBe(false);
      const reason = attributes.reasons.find((r: { code: string }) => r.code === code);
      expect(reason).toBeDefined();
      const params = {
        field: fieldLabel('chosenTradeName', locale),
        ...(code === 'trade-name.wrong-script'
          ? { language: 'ckb' }
          : code === 'trade-name.script-mismatch'
            ? { language: 'ckb', suggestedLanguage: 'en' }
            : code === 'trade-name.too-similar'
              ? { names: ['Zagros Bakery'] }
              : {}),
      };
      expect(reason.message).toBe(translate(code, locale, params));
    }
  });

  // Issue 23 §1: what the name step would refuse at submission is never "available" here.
  const textRules: Array<{ name: string; language: string; code: string }> = [
    { name: 'شركة الجبل', language: 'ckb', code: 'trade-name.script-mismatch' },
    { name: 'Zagros ABC 2026 زاگرۆس', language: 'en', code: 'trade-name.wrong-script' },
    { name: 'Zagros ABC 2026 زاگرۆس', language: 'ckb', code: 'trade-name.wrong-script' },
    { name: 'چیاکان & کۆ', language: 'ckb', code: 'trade-name.special-characters' },
    { name: 'Trading Company', language: 'en', code: 'trade-name.generic-only' },
  ];
  it.each(textRules)(
    'refuses "$name" written as $language with $code, the field and the language named in ckb, en, ar and kmr',
    async ({ name, language, code }) => {
      for (const locale of LOCALES) {
        const attributes = (await eligible({ chosenTradeName: name, language }, locale).expect(200)).body.data.attributes;
        expect(attributes.eligible).toBe(false);
        const reason = attributes.reasons.find((r: { code: string }) => r.code === code);
        expect(reason?.message).toContain(fieldLabel('chosenTradeName', locale));
        if (code === 'trade-name.wrong-script' || code === 'trade-name.script-mismatch') {
          expect(reason.message).toContain(LANGUAGE_NAMES[locale][language as 'ckb']);
          expect(reason.message).not.toContain(`(${language})`);
        }
      }
    },
  );

  // Issue 34 §2: a name in another language's letters is offered that language, not refused.
  it('offers the language a name’s letters fit, and checks it in that language once chosen', async () => {
    const asSorani = (await eligible({ chosenTradeName: 'Zagros Trading', language: 'ckb' }, 'ckb').expect(200)).body.data.attributes;
    // The held "Zagros Bakery" stands in the way in any language: the offer comes first, the conflict after it.
    expect(asSorani.reasons[0]).toMatchObject({ code: 'trade-name.script-mismatch', suggestedLanguages: ['en', 'kmr'], conflicts: [] });
    expect(asSorani.reasons[0].message).toContain(LANGUAGE_NAMES.ckb.en);
    const asEnglish = (await eligible({ chosenTradeName: 'Zagros Trading', language: 'en' }, 'ckb').expect(200)).body.data.attributes;
    expect(asEnglish.reasons.map((r: { code: string }) => r.code)).not.toContain('trade-name.script-mismatch');

    const kurmanji = (await eligible({ chosenTradeName: 'Rêbaz Çiya', language: 'en' }, 'kmr').expect(200)).body.data.attributes;
    expect(kurmanji.reasons).toEqual([expect.objectContaining({ code: 'trade-name.script-mismatch', suggestedLanguages: ['kmr'] })]);
    const asKurmanji = (await eligible({ chosenTradeName: 'Rêbaz Çiya', language: 'kmr' }, 'kmr').expect(200)).body.data.attributes;
    expect(asKurmanji).toMatchObject({ eligible: true, reasons: [] });
  });

  it('words the reasons in each language differently, and in English as the spec says', async () => {
    const messages = await Promise.all(
      LOCALES.map(async (l) => (await eligible({ chosenTradeName: 'Nawroz Trading Company' }, l)).body.data.attributes.reasons[0].message),
    );
    expect(new Set(messages).size).toBe(4);
    expect(messages[LOCALES.indexOf('en')]).toBe(
      'This trade name exists in the legacy system; contact the trade name department to reintroduce it',
    );
  });

  it('finds a conflict across scripts and shows the conflicting name with its score, never its holder', async () => {
    const res = await eligible({ chosenTradeName: 'شركة نوروز للتجارة' }).expect(200);
    const legacy = res.body.data.attributes.reasons[0];
    expect(legacy.code).toBe('trade-name.legacy');
    expect(legacy.conflicts[0]).toMatchObject({ name: 'Nawroz Trading Company', source: 'legacy', score: expect.any(Number) });
    expect(legacy.conflicts[0].score).toBeGreaterThanOrEqual(0.85);
    expect(JSON.stringify(res.body)).not.toMatch(/holder|trade-name-[0-9a-f]{8}/);
  });

  it('says a new distinctive name is eligible', async () => {
    const res = await eligible({
      chosenTradeName: 'Baranan Bookshop',
      protectionLevel: 'district_level',
      districtId: 'duhok-zakho',
    }).expect(200);
    expect(res.body.data.attributes).toMatchObject({ eligible: true, reasons: [] });
  });

  it('lets a district-level name conflict only within its district, and a region-wide name everywhere', async () => {
    const elsewhere = await eligible({
      chosenTradeName: 'Shaho Tailors',
      protectionLevel: 'district_level',
      districtId: 'erbil-soran',
    }).expect(200);
    expect(elsewhere.body.data.attributes.eligible).toBe(true);
    expect(elsewhere.body.data.attributes.similar[0]).toMatchObject({ name: 'Shaho Tailors', districtId: 'erbil-shaqlawa' });
    const same = await eligible({
      chosenTradeName: 'shaho tailors',
      protectionLevel: 'district_level',
      districtId: 'erbil-shaqlawa',
    }).expect(200);
    expect(same.body.data.attributes.reasons.map((r: { code: string }) => r.code)).toEqual(['trade-name.registered']);
    const regionWide = await eligible({ chosenTradeName: 'Shaho Tailors', protectionLevel: 'kri_level' }).expect(200);
    expect(regionWide.body.data.attributes.eligible).toBe(false);
    const kriElsewhere = await eligible({
      chosenTradeName: 'Zagros Bakery',
      protectionLevel: 'district_level',
      districtId: 'duhok-zakho',
    }).expect(200);
    expect(kriElsewhere.body.data.attributes.reasons[0].code).toBe('trade-name.registered');
  });

  it('refuses bad parameters with 422 naming them, never a 500', async () => {
    const missing = await t.http.get('/api/v1/public/trade_names/eligible').set('Accept-Language', 'en').expect(422);
    expect(missing.body.errors[0]).toMatchObject({ meta: { field: 'chosenTradeName' } });
    const noDistrict = await eligible({ chosenTradeName: 'Rasan', protectionLevel: 'district_level' }).expect(422);
    expect(noDistrict.body.errors[0]).toMatchObject({ code: 'trade-name.district-required', source: { parameter: 'districtId' } });
    await eligible({ chosenTradeName: 'Rasan', districtId: 'atlantis' }).expect(422);
    await eligible({ chosenTradeName: 'x'.repeat(201) }).expect(422);
    await eligible({ chosenTradeName: 'Rasan', activityIds: '9999' }).expect(422);
    await eligible({ chosenTradeName: 'Rasan', protectionLevel: 'planet_level' }).expect(422);
    await eligible({ chosenTradeName: 'Rasan', surprise: '1' }).expect(422);
    await t.http.get('/api/v1/public/trade_names/eligible?chosenTradeName=a&chosenTradeName=b').expect(422);
    const blank = await eligible({ chosenTradeName: '   ' }).expect(422);
    expect(blank.body.errors[0].code).toBe('validation.required');
  });
});

describe('claims', () => {
  it('of 20 parallel claims of one new name, exactly one holds', async () => {
    const name = `Rojhelat Printing ${randomUUID().slice(0, 4).replace(/\d/g, 'x')}`;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        claim({ name: i % 2 ? name.toUpperCase() : name, locale: 'en', protectionLevel: 'kri_level', status: 'pending' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(DomainError);
      expect(r.reason.code).toBe('trade-name.pending');
    }
    const { rows } = await t.db.owner.query(
      `SELECT count(*)::int AS n FROM tn_claims WHERE lower(name) = lower($1) AND status <> 'released'`,
      [name],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a district-level claim and a region-wide claim of one name race: one wins', async () => {
    const name = 'Sherko Sweets';
    const results = await Promise.allSettled([
      claim({ name, locale: 'en', protectionLevel: 'district_level', districtId: 'duhok-akre', status: 'pending' }),
      claim({ name, locale: 'en', protectionLevel: 'kri_level', status: 'pending' }),
      claim({ name, locale: 'en', protectionLevel: 'district_level', districtId: 'duhok-akre', status: 'pending' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('a released name is free again', async () => {
    const holder = `trade-name-${randomUUID()}`;
    await claim({ name: 'Karwan Travel', locale: 'en', protectionLevel: 'kri_level', status: 'pending', holder });
    expect((await eligible({ chosenTradeName: 'Karwan Travel' })).body.data.attributes.eligible).toBe(false);
    await register.release(t.runtime.db.pool, holder);
    expect((await eligible({ chosenTradeName: 'Karwan Travel' })).body.data.attributes.eligible).toBe(true);
  });
});

describe('similar names and the public register', () => {
  it('ranks similar names with scores; staff also see which application holds each', async () => {
    const pub = await t.http.get('/api/v1/public/trade_names/similar').query({ chosenTradeName: 'زاگرۆس' }).expect(200);
    const found = pub.body.data.map((d: { attributes: { name: string } }) => d.attributes.name);
    // The legacy Arabic spelling shares the one word exactly, so it ranks above the longer name.
    expect(found.slice(0, 2)).toEqual(['شركة زاكروس للتجارة العامة', 'Zagros Bakery']);
    const scores = pub.body.data.map((d: { attributes: { score: number } }) => d.attributes.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(JSON.stringify(pub.body)).not.toContain('holder');
    await t.http.get('/api/v1/trade_names/similar').query({ chosenTradeName: 'زاگرۆس' }).expect(401);
    const reviewer = await staffToken(t, ['reviewer']);
    const staff = await t.http
      .get('/api/v1/trade_names/similar')
      .query({ chosenTradeName: 'زاگرۆس' })
      .set('Authorization', `Bearer ${reviewer.token}`)
      .expect(200);
    const held = staff.body.data.find((d: { attributes: { name: string } }) => d.attributes.name === 'Zagros Bakery');
    expect(held.attributes.holder).toMatch(/^trade-name-/);
  });

  it('lists granted and registered names only, found by a name in another script, filtered by district', async () => {
    const all = await t.http.get('/api/v1/public/trade_names').expect(200);
    const names = all.body.data.map((d: { attributes: { name: string } }) => d.attributes.name);
    expect(names).toEqual(expect.arrayContaining(['Zagros Bakery', 'Shaho Tailors']));
    expect(names).not.toContain('Azadi Pharmacy'); // reserved, not published
    const byKurdish = await t.http.get('/api/v1/public/trade_names').query({ name: 'زاگرۆس' }).expect(200);
    expect(byKurdish.body.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual(['Zagros Bakery']);
    const byDistrict = await t.http.get('/api/v1/public/trade_names').query({ districtId: 'erbil-shaqlawa', rowsPerPage: '5' }).expect(200);
    expect(byDistrict.body.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual(['Shaho Tailors']);
    expect(byDistrict.body.meta).toMatchObject({ total: 1, hasMore: false });
    await t.http.get('/api/v1/public/trade_names').query({ sortBy: 'owner' }).expect(422);
  });
});

describe('legacy register import', () => {
  it('is idempotent and reports bad rows by line', async () => {
    const csv =
      'legacy_ref,name,district_id,registered_on,owner_name\nL-1,Dilan Shoes,,2001-02-03,\nL-2,,,,\nL-1,Dilan Shoes again,,,\nL-3,Company,,,\nL-4,Baran Glass,,03/04/2001,\n';
    const first = await importLegacyNames(csv, t.runtime.db.pool);
    expect(first).toMatchObject({ rows: 5, inserted: 1 });
    expect(first.rejected.map((r) => r.line)).toEqual([3, 4, 5, 6]);
    const again = await importLegacyNames(csv, t.runtime.db.pool);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    const wrongHeader = await importLegacyNames('name,ref\nx,y\n', t.runtime.db.pool);
    expect(wrongHeader.rejected[0]!.problems[0]!.code).toBe('legacy.csv-header');
  });
});

describe('candidates', () => {
  it('finds a stored name inside a longer one, and a longer one around a shorter one', async () => {
    await claim({ name: 'Rezan', locale: 'en', protectionLevel: 'kri_level', status: 'registered' });
    const longer = await eligible({ chosenTradeName: 'Rezan Hotel' }).expect(200);
    expect(longer.body.data.attributes.similar.map((s: { name: string }) => s.name)).toContain('Rezan');
    await claim({ name: 'Goran Hotel', locale: 'en', protectionLevel: 'kri_level', status: 'registered' });
    const shorter = await eligible({ chosenTradeName: 'Goran' }).expect(200);
    expect(shorter.body.data.attributes.similar.map((s: { name: string }) => s.name)).toContain('Goran Hotel');
  });

  it('runs tn_candidates with sequential and plain index scans off (GIN answers bitmap scans; migrations 021 and 040)', async () => {
    // A later migration that replaced the function without both settings would bring back plans
    // that walk every live claim (docs/trade-name-matching.md, "Performance and indexes").
    const { rows } = await t.runtime.db.pool.query(`SELECT proconfig FROM pg_proc WHERE proname = 'tn_candidates'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].proconfig).toEqual(expect.arrayContaining(['enable_seqscan=off', 'enable_indexscan=off']));
  });

  it('stores on every claim and legacy name the lookup keys the code computes (new keys come with a migration that re-keys)', async () => {
    for (const table of ['tn_claims', 'tn_legacy_names']) {
      const { rows } = await t.runtime.db.pool.query(`SELECT latin, skeleton, lookup_keys FROM ${table}`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect({ table, name: row.latin, keys: row.lookup_keys }).toEqual({ table, name: row.latin, keys: storedHashes(row) });
    }
  });
});
