import { startTestApp, type TestApp } from './support/test-app.js';
import { ACTIVITY_SEARCH_WORDS } from './support/activity-search-words.js';

/** Issue 21 §2: activity search in the applicant's language, through HTTP and the database. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Activity {
  id: string;
  attributes: { level: string; matched?: boolean; selectable: boolean };
}
const get = async (url: string, lang = 'ckb') =>
  (await t.http.get(url).set('Accept-Language', lang).expect(200)).body as { data: Activity[] };
const search = async (words: string, lang = 'ckb', extra = '') =>
  (await get(`/api/v1/activities/search?search=${encodeURIComponent(words)}${extra}`, lang)).data.map((a) => a.id);
const hierarchy = async (words: string, lang = 'ckb') =>
  (await get(`/api/v1/activities/hierarchy-search?search=${encodeURIComponent(words)}`, lang)).data;

describe('GET /api/v1/activities/search: everyday words in four languages', () => {
  it('finds the class of at least 38 of the words of the table among the first three', async () => {
    const results = [];
    for (const row of ACTIVITY_SEARCH_WORDS) {
      const ids = await search(row.words, row.lang);
      results.push({ ...row, top3: ids.slice(0, 3), hit: ids.slice(0, 3).includes(row.expected) });
    }
    const hits = results.filter((r) => r.hit).length;
    const misses = results.filter((r) => !r.hit).map((r) => `${r.lang} ${r.words} → ${r.expected} (got ${r.top3.join(', ') || 'nothing'})`);
    process.stdout.write(
      `activity search table: ${hits}/${results.length} find their class in the top 3${misses.length ? `; missed: ${misses.join('; ')}` : ''}\n`,
    );
    for (const lang of ['ckb', 'kmr', 'ar', 'en']) expect(results.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(10);
    expect(results.length).toBeGreaterThanOrEqual(40);
    expect(hits).toBeGreaterThanOrEqual(38);
  });

  it("puts the class named by the word first for the brief's examples", async () => {
    for (const [words, lang, expected] of [
      ['نان', 'ckb', '1071'],
      ['bread', 'en', '1071'],
      ['restaurant', 'en', '5610'],
      ['چایخانە', 'ckb', '5630'],
      ['car repair', 'en', '4520'],
      ['صيدلية', 'ar', '4772'],
      ['otêl', 'kmr', '5510'],
    ] as const) {
      expect([words, (await search(words, lang))[0]]).toEqual([words, expected]);
    }
  });

  it('ranks a search of several words by how much of it matches, never answering nothing for a word no label holds', async () => {
    // Issue 34 §7: "five star" and the town are in no label; the hotel and the pharmacy still come first.
    expect((await search('هوتێلی پێنج ئەستێرە'))[0]).toBe('5510');
    expect((await search('دەرمانخانەی هەولێر'))[0]).toBe('4772');
    expect((await search('kebab restaurant', 'en'))[0]).toBe('5610');
  });

  it('matches whole words and word starts, not the inside of a word: "نان" is not in "الأسنان"', async () => {
    const ids = await search('نان');
    expect(ids).toContain('1071');
    // 8620 (dental practice) and 3250 (dental instruments) contain الأسنان in Arabic.
    expect(ids).not.toContain('8620');
    expect(ids).not.toContain('3250');
    // The Arabic word itself, with or without the article, still finds dentistry.
    expect((await search('أسنان', 'ar'))[0]).toBe('8620');
    expect(await search('الأسنان', 'ar')).toContain('8620');
  });

  it('ranks a whole word before a word start, and a class before its group', async () => {
    // "hotel" is a whole word of 5510's everyday words; "hot" only starts it (and others).
    expect((await search('hotel', 'en'))[0]).toBe('5510');
    const restaurant = await search('چێشتخانە');
    expect(restaurant.slice(0, 2)).toEqual(['5610', '561']);
  });

  it('still finds codes, the exact code first, and filters selectable ones', async () => {
    expect((await search('1071'))[0]).toBe('1071');
    const division = await search('47');
    expect(division[0]).toBe('47');
    expect(division).toContain('4772');
    const classesOnly = await search('hotel', 'en', '&selectable=true');
    expect(classesOnly).toContain('5510');
    expect(classesOnly).not.toContain('551');
  });

  it('finds a Sorani word typed in Latin letters by its sound when nothing matches as written', async () => {
    expect((await search('chaykhana', 'kmr')).slice(0, 2)).toContain('5630');
  });
});

describe('GET /api/v1/activities/hierarchy-search', () => {
  it('shows the best match first, under its section, division and group, marking what matched', async () => {
    const rows = await hierarchy('نان');
    expect(rows.slice(0, 4).map((r) => [r.id, r.attributes.matched])).toEqual([
      ['C', false],
      ['10', false],
      ['107', false],
      ['1071', true],
    ]);
  });

  it('keeps the tree whole: every match comes after its ancestors', async () => {
    const rows = await hierarchy('repair', 'en');
    const seen = new Set<string>();
    const parents = new Map(
      (await get('/api/v1/activities/flat', 'en')).data.map((a) => [
        a.id,
        (a.attributes as unknown as { parentId: string | null }).parentId,
      ]),
    );
    for (const row of rows) {
      const parent = parents.get(row.id);
      if (parent) expect([row.id, seen.has(parent)]).toEqual([row.id, true]);
      seen.add(row.id);
    }
    expect(rows.find((r) => r.attributes.matched && r.attributes.level === 'class')?.id).toBe('4520');
  });
});
