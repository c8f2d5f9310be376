import { startTestApp, type TestApp } from './support/test-app.js';

/** Issue 21 §4: the Nice classes' headings in four languages, and their search. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface NiceClass {
  id: string;
  type: string;
  attributes: { number: number; kind: string; heading: string; headings: Record<string, string> };
}
interface Doc {
  data: NiceClass[];
  meta: { total: number };
  errors?: Array<{ code: string; title: string; source?: { parameter?: string } }>;
}
const get = async (url: string, lang: string, status = 200) =>
  (await t.http.get(url).set('Accept-Language', lang).expect(status)).body as Doc;
const search = async (words: string, lang: string) =>
  (await get(`/api/v1/nice-classes?search=${encodeURIComponent(words)}`, lang)).data.map((c) => c.attributes.number);

describe('GET /api/v1/nice-classes', () => {
  it.each(['ckb', 'en', 'ar', 'kmr'])('lists the 45 classes in order with a heading of their own in %s', async (lang) => {
    const res = await t.http.get('/api/v1/nice-classes').set('Accept-Language', lang).expect(200);
    expect(res.headers['content-type']).toContain('application/vnd.api+json');
    expect(res.headers.vary).toContain('Accept-Language');
    const { data, meta } = res.body as Doc;
    expect(meta.total).toBe(45);
    expect(data.map((c) => c.attributes.number)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(data.every((c) => c.type === 'nice-classes' && c.id === String(c.attributes.number))).toBe(true);
    expect(data.filter((c) => c.attributes.kind === 'goods').length).toBe(34);
    expect(data.every((c) => c.attributes.heading.trim() && c.attributes.heading === c.attributes.headings[lang])).toBe(true);
    if (lang === 'ckb' || lang === 'kmr') {
      const copies = data.filter(
        (c) => c.attributes.heading === c.attributes.headings.ar || c.attributes.heading === c.attributes.headings.en,
      );
      expect(copies.map((c) => c.attributes.number)).toEqual([]);
    }
  });

  it('writes ckb headings without ة ي ك and kmr headings in Latin script', async () => {
    const ckb = (await get('/api/v1/nice-classes', 'ckb')).data;
    expect(ckb.filter((c) => /[ةيك]/u.test(c.attributes.heading)).map((c) => c.attributes.number)).toEqual([]);
    const kmr = (await get('/api/v1/nice-classes', 'kmr')).data;
    expect(kmr.filter((c) => /\p{Script=Arabic}/u.test(c.attributes.heading)).map((c) => c.attributes.number)).toEqual([]);
  });

  it.each([
    ['چێشتخانە', 'ckb', 43],
    ['هوتێل', 'ckb', 43],
    ['xwaringeh', 'kmr', 43],
    ['otêl', 'kmr', 43],
    ['مطعم', 'ar', 43],
    ['restaurant', 'en', 43],
    ['نان', 'ckb', 30],
    ['قاوە', 'ckb', 30],
    ['دەرمان', 'ckb', 5],
    ['pêlav', 'kmr', 25],
    ['ملابس', 'ar', 25],
    ['software', 'en', 9],
    ['43', 'en', 43],
  ])('%s (%s) finds class %i first', async (words, lang, expected) => {
    expect((await search(words, lang))[0]).toBe(expected);
  });

  it('finds nothing for a word no class has, and refuses a search over 100 characters', async () => {
    expect(await search('zzzqqq', 'en')).toEqual([]);
    const long = await get(`/api/v1/nice-classes?search=${'x'.repeat(101)}`, 'en', 422);
    expect(long.errors![0]).toMatchObject({ code: 'validation.text-max', source: { parameter: 'search' } });
  });
});

describe('GET /api/v1/nice-classes/:classNumber', () => {
  it("gives one class in the reader's language", async () => {
    const one = (await t.http.get('/api/v1/nice-classes/43').set('Accept-Language', 'ckb').expect(200)).body as { data: NiceClass };
    expect(one.data.attributes).toMatchObject({ number: 43, kind: 'services' });
    expect(one.data.attributes.heading).toBe(one.data.attributes.headings.ckb);
  });

  it('answers 404 for a number outside 1–45 and 422 naming the parameter for a malformed one', async () => {
    await get('/api/v1/nice-classes/46', 'en', 404);
    await get('/api/v1/nice-classes/0', 'en', 404);
    const malformed = await get('/api/v1/nice-classes/x1', 'kmr', 422);
    expect(malformed.errors![0]).toMatchObject({ code: 'validation.id', source: { parameter: 'classNumber' } });
  });
});
