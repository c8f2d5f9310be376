import { createRequire } from 'node:module';
import { business } from '@registry/domain/applications/rules/payloads.fixture';
import { COUNTRY_CODES } from '@registry/domain/reference/countries/country-codes';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, write } from './support/http.js';
import { companyPayload, seedCivilRegistry } from './support/applications.js';

/** Issue 21 §3: the ISO 3166-1 countries named in four languages, their search, and an unknown code refused naming its field. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
});
afterAll(() => t.close());

interface Country {
  id: string;
  type: string;
  attributes: { code: string; name: string; names: Record<string, string> };
}
interface Doc {
  data: Country[];
  meta: { total: number };
}
const LANGS = ['ckb', 'en', 'ar', 'kmr'] as const;
const list = async (lang: string, search?: string) =>
  (
    (
      await t.http
        .get(`/api/v1/countries${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`)
        .set('Accept-Language', lang)
        .expect(200)
    ).body as Doc
  ).data;

describe('GET /api/v1/countries', () => {
  it.each(LANGS)("lists the %s names of every ISO 3166-1 country, in that language's alphabetical order", async (lang) => {
    const countries = await list(lang);
    expect(countries.map((c) => c.id).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(
      countries.every(
        (c) =>
          c.type === 'countries' &&
          c.attributes.code === c.id &&
          c.attributes.name.trim() &&
          c.attributes.name === c.attributes.names[lang],
      ),
    ).toBe(true);
    const names = countries.map((c) => c.attributes.name);
    expect(names).toEqual([...names].sort(new Intl.Collator(lang === 'kmr' ? 'ku' : lang).compare));
  });

  it("names Türkiye and Iraq in the reader's language", async () => {
    const names = Object.fromEntries(
      await Promise.all(LANGS.map(async (lang) => [lang, (await list(lang)).find((c) => c.id === 'TR')!.attributes.name])),
    );
    expect(names).toEqual({ ckb: 'تورکیا', en: 'Türkiye', ar: 'تركيا', kmr: 'Tirkiye' });
    expect((await list('kmr')).find((c) => c.id === 'IQ')!.attributes.name).toBe('Îraq');
  });

  it('writes the ckb names without ة ي ك and the kmr names in Latin script', async () => {
    expect((await list('ckb')).filter((c) => /[ةيكھ]/u.test(c.attributes.name)).map((c) => c.id)).toEqual([]);
    expect((await list('kmr')).filter((c) => /\p{Script=Arabic}/u.test(c.attributes.name)).map((c) => c.id)).toEqual([]);
    // Central Kurdish names, not copies of the Arabic ones (Laos and Samoa are spelled alike in both).
    const ckb = await list('ckb');
    expect(
      ckb
        .filter((c) => c.attributes.name === c.attributes.names.ar)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['LA', 'WS']);
  });

  it('agrees with i18n-iso-countries on the list of codes the domain validates', () => {
    const en = (createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as { countries: Record<string, unknown> }).countries;
    expect([...COUNTRY_CODES].sort()).toEqual(Object.keys(en).sort());
  });

  it.each([
    ['تورکیا', 'ckb'],
    ['تورکیە', 'ckb'],
    ['تركيا', 'ar'],
    ['Turkey', 'en'],
    ['Türkiye', 'en'],
    ['turkiye', 'en'],
    ['Tirkiye', 'kmr'],
  ])('finds Türkiye first by "%s" (%s)', async (words, lang) => {
    expect((await list(lang, words))[0]?.id).toBe('TR');
  });

  it.each([
    ['ئەڵمانیا', 'DE'],
    ['ئەمریکا', 'US'],
    ['ئێران', 'IR'],
    ['Almanya', 'DE'],
    ['Îraq', 'IQ'],
    ['UK', 'GB'],
    ['الإمارات', 'AE'],
  ])('finds %s → %s first', async (words, code) => {
    expect((await list('ckb', words))[0]?.id).toBe(code);
  });

  it('gives one country by its code, 404 for an unassigned code, 422 naming the parameter for a malformed one', async () => {
    const one = (await t.http.get('/api/v1/countries/TR').set('Accept-Language', 'ckb').expect(200)).body as { data: Country };
    expect(one.data.attributes).toMatchObject({ code: 'TR', name: 'تورکیا' });
    await t.http.get('/api/v1/countries/QQ').expect(404);
    const malformed = await t.http.get('/api/v1/countries/Turkey').expect(422);
    expect(malformed.body.errors[0]).toMatchObject({ code: 'validation.id', source: { parameter: 'code' } });
  });
});

describe("a foreign branch's parent country", () => {
  const foreignBranch = async (token: string, country: string) =>
    companyPayload(t, token, { type: 'foreign_company', company: { ...business().company, type: 'kri_branch', country } });

  it.each([
    ['ckb', 'وڵات'],
    ['en', 'Country'],
    ['ar', 'الدولة'],
    ['kmr', 'Welat'],
  ])('is refused when it is no ISO 3166-1 code ("Turkey"), naming the field (%s)', async (lang, label) => {
    const applicant = await applicantToken(t);
    const res = await write(t.http.post('/api/v1/businesses'), { token: applicant.token })
      .set('Accept-Language', lang)
      .send(await foreignBranch(applicant.token, 'Turkey'))
      .expect(422);
    const problem = (res.body.errors as Array<{ code: string; title: string; source?: { pointer?: string } }>).find(
      (e) => e.code === 'country.unknown',
    );
    expect(problem).toMatchObject({ source: { pointer: '/company/country' } });
    // Named by its label, never by its path (issue 34 §5).
    expect(problem!.title.startsWith(`${label}: `)).toBe(true);
    expect(problem!.title).not.toContain('company.country');
    expect(problem!.title).toContain('Turkey');
  });

  it('is accepted as its code (TR)', async () => {
    const applicant = await applicantToken(t);
    const res = await write(t.http.post('/api/v1/businesses'), { token: applicant.token }).send(await foreignBranch(applicant.token, 'TR'));
    const codes = ((res.body.errors ?? []) as Array<{ code: string; source?: { pointer?: string } }>).filter(
      (e) => e.source?.pointer === '/company/country',
    );
    expect(codes).toEqual([]);
  });
});
