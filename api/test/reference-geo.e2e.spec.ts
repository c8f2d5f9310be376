import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Resource = { type: string; id: string; attributes: Record<string, any> };
const get = async (url: string, lang = 'en', status = 200) => {
  const res = await t.http.get(url).set('Accept-Language', lang).expect(status);
  return res.body as { data: any; meta?: Record<string, any>; errors?: Array<Record<string, any>> };
};
const ids = (data: Resource[]) => data.map((r) => r.id);

describe('activities (ISIC Rev.4)', () => {
  it('has 21 sections, 88 divisions, 238 groups and 419 classes; only classes are selectable', async () => {
    const { data, meta } = await get('/api/v1/activities/flat');
    expect(meta).toMatchObject({ total: 766 });
    const count = (level: string) => data.filter((r: Resource) => r.attributes.level === level).length;
    expect([count('section'), count('division'), count('group'), count('class')]).toEqual([21, 88, 238, 419]);
    expect(data.filter((r: Resource) => r.attributes.selectable).every((r: Resource) => r.attributes.level === 'class')).toBe(true);
    expect(data.filter((r: Resource) => r.attributes.selectable)).toHaveLength(419);
    // The application role reads the table; it cannot change it.
    await expect(t.runtime.db.pool.query(`UPDATE activities SET label_en = 'x' WHERE id = 'A'`)).rejects.toThrow(/permission denied/);
  });

  it('lists the sections, then the children of a node, as JSON:API documents', async () => {
    const res = await t.http.get('/api/v1/activities').set('Accept-Language', 'en').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.body.data).toHaveLength(21);
    expect(res.body.data[0]).toEqual({
      type: 'activities',
      id: 'A',
      attributes: expect.objectContaining({
        code: 'A',
        level: 'section',
        parentId: null,
        selectable: false,
        hasChildren: true,
        label: 'Agriculture, forestry and fishing',
      }),
    });
    expect(ids((await get('/api/v1/activities?parentId=A')).data)).toEqual(['01', '02', '03']);
    expect(ids((await get('/api/v1/activities?parentId=a')).data)).toEqual(['01', '02', '03']);
    const classes = (await get('/api/v1/activities?parentId=011')).data;
    expect(ids(classes)).toEqual(['0111', '0112', '0113', '0114', '0115', '0116', '0119']);
    expect(classes.every((r: Resource) => r.attributes.selectable && !r.attributes.hasChildren && r.attributes.parentId === '011')).toBe(
      true,
    );
    expect((await get('/api/v1/activities?parentId=0111')).data).toEqual([]);
  });

  it('labels follow Accept-Language, at every level', async () => {
    const section = async (lang: string) => (await get('/api/v1/activities/A', lang)).data.attributes;
    expect(await section('ckb')).toMatchObject({
      label: 'کشتوکاڵ، دارستان و ڕاوەماسی',
      labelLocale: 'ckb',
      translated: true,
      labelFallback: null,
    });
    expect(await section('en')).toMatchObject({ label: 'Agriculture, forestry and fishing', translated: true });
    expect(await section('ar')).toMatchObject({ label: 'الزراعة والحراجة وصيد الأسماك', translated: true });
    expect(await section('kmr')).toMatchObject({ label: 'Çandinî, daristanî û masîgirtin', translated: true });
    expect((await section('en')).labels).toEqual({
      ckb: 'کشتوکاڵ، دارستان و ڕاوەماسی',
      en: 'Agriculture, forestry and fishing',
      ar: 'الزراعة والحراجة وصيد الأسماك',
      kmr: 'Çandinî, daristanî û masîgirtin',
    });
    // Without a header the default language (Central Kurdish) applies; ?locale= when no header is sent.
    expect((await t.http.get('/api/v1/activities/01').expect(200)).body.data.attributes.labelLocale).toBe('ckb');
    expect((await t.http.get('/api/v1/activities/01?locale=kmr').expect(200)).body.data.attributes.labelLocale).toBe('kmr');

    const deep = async (lang: string) => (await get('/api/v1/activities/0112', lang)).data.attributes;
    expect(await deep('ckb')).toMatchObject({ label: 'چاندنی برنج', labelLocale: 'ckb', translated: true, labelFallback: null });
    expect(await deep('kmr')).toMatchObject({ label: 'Çandina birincê', labelLocale: 'kmr', translated: true, labelFallback: null });
    expect(await deep('ar')).toMatchObject({ label: 'زراعة الأرز', translated: true, labelFallback: null });
    expect((await deep('en')).labels).toEqual({ ckb: 'چاندنی برنج', en: 'Growing of rice', ar: 'زراعة الأرز', kmr: 'Çandina birincê' });
  });

  it('searches Arabic text whatever the letter variants and diacritics', async () => {
    // The label is «زراعة الأرز»: alef with hamza written bare, teh marbuta as heh, harakat and tatweel added.
    for (const query of ['زراعه الارز', 'زِرَاعَـــة الأَرُز', 'الارز']) {
      const { data } = await get(`/api/v1/activities/search?search=${encodeURIComponent(query)}`, 'ar');
      expect(ids(data)).toContain('0112');
    }
    // Kurdish labels typed on an Arabic keyboard (ك ي ه ر ل instead of ک ی ە ڕ ڵ).
    const kurdish = await get(`/api/v1/activities/search?search=${encodeURIComponent('كشتوكال')}`, 'ckb');
    expect(ids(kurdish.data)[0]).toBe('A');
  });

  it('searches Latin text in any case and without accents, and codes', async () => {
    // What meets every word first, then what meets fewer (issue 34 §7): growing sugar cane, then
    // the classes of sugar alone.
    expect(ids((await get('/api/v1/activities/search?search=SUGAR%20Cane')).data)).toEqual(['0114', '1072', '1073']);
    // "growing … rice" is also in "cereals (except rice)"; "Growing of rice", which the words cover best, comes first.
    expect(ids((await get('/api/v1/activities/search?search=rice%20GROWING')).data).slice(0, 2)).toEqual(['0112', '0111']);
    expect(ids((await get('/api/v1/activities/search?search=candini')).data)).toContain('A');
    expect(ids((await get(`/api/v1/activities/search?search=${encodeURIComponent('ÇANDINÎ')}`)).data)).toContain('A');
    // A code: itself first, then what lies under it.
    expect(ids((await get('/api/v1/activities/search?search=011')).data).slice(0, 3)).toEqual(['011', '0111', '0112']);
    expect(ids((await get('/api/v1/activities/search?search=4711')).data)[0]).toBe('4711');
    expect((await get('/api/v1/activities/search?search=%20')).data).toEqual([]);
    expect((await get('/api/v1/activities/search?search=zzzqqq')).data).toEqual([]);
  });

  it('filters search results on selectable', async () => {
    const all = ids((await get('/api/v1/activities/search?search=retail')).data);
    const selectable = (await get('/api/v1/activities/search?search=retail&selectable=true')).data as Resource[];
    const headings = (await get('/api/v1/activities/search?search=retail&selectable=false')).data as Resource[];
    expect(selectable.length).toBeGreaterThan(0);
    expect(headings.length).toBeGreaterThan(0);
    expect(selectable.every((r) => r.attributes.level === 'class')).toBe(true);
    expect(headings.every((r) => r.attributes.level !== 'class')).toBe(true);
    expect([...ids(selectable), ...ids(headings)].sort()).toEqual([...all].sort());
  });

  it('hierarchy search returns the matches with all their ancestors, in tree order', async () => {
    const { data, meta } = await get('/api/v1/activities/hierarchy-search?search=sugar%20cane');
    expect(ids(data)).toEqual(['A', '01', '011', '0114', 'C', '10', '107', '1072', '1073']);
    expect(data.map((r: Resource) => r.attributes.matched)).toEqual([false, false, false, true, false, false, false, true, true]);
    expect(meta).toMatchObject({ total: 9, matches: 3 });
    const arabic = await get(`/api/v1/activities/hierarchy-search?search=${encodeURIComponent('قَصَب السّكّر')}`, 'ar');
    expect(ids(arabic.data).slice(0, 4)).toEqual(['A', '01', '011', '0114']);
    expect(arabic.data[3].attributes.label).toBe('زراعة قصب السكر');
    // Every returned node's parent is returned too, so that a client can draw the tree.
    const wide = (await get('/api/v1/activities/hierarchy-search?search=repair')).data as Resource[];
    const returned = new Set(ids(wide));
    expect(wide.every((r) => r.attributes.parentId === null || returned.has(r.attributes.parentId))).toBe(true);
  });

  it('lists given ids in the given order, reporting unknown ones', async () => {
    const { data, meta } = await get('/api/v1/activities/list?ids=4711,0111,a,9999,4711');
    expect(ids(data)).toEqual(['4711', '0111', 'A']);
    expect(meta).toMatchObject({ total: 3, missing: ['9999'] });
    expect((await get('/api/v1/activities/list')).data).toEqual([]);
  });

  it('answers bad parameters with a 422 naming the parameter, an unknown id with a 404, never a 500', async () => {
    const long = await get(`/api/v1/activities/search?search=${'x'.repeat(101)}`, 'en', 422);
    expect(long.errors![0]).toMatchObject({
      code: 'validation.text-max',
      source: { parameter: 'search' },
      title: 'Search: at most 100 characters',
    });
    await get(`/api/v1/activities/hierarchy-search?search=${'ک'.repeat(101)}`, 'en', 422);
    expect((await get('/api/v1/activities/search', 'en', 422)).errors![0]).toMatchObject({
      code: 'validation.required',
      meta: { field: 'search' },
    });

    const many = Array.from({ length: 201 }, (_, i) => String(1000 + i)).join(',');
    expect((await get(`/api/v1/activities/list?ids=${many}`, 'en', 422)).errors![0]).toMatchObject({
      code: 'validation.list-max',
      source: { parameter: 'ids' },
    });
    expect((await get('/api/v1/activities/list?ids=01,not-an-id', 'en', 422)).errors![0]).toMatchObject({
      code: 'validation.id',
      source: { parameter: 'ids' },
    });

    const malformed = await get('/api/v1/activities/AB1', 'ckb', 422);
    expect(malformed.errors![0]).toMatchObject({ code: 'validation.id', meta: { field: 'id' } });
    expect((await get('/api/v1/activities?parentId=x-1', 'en', 422)).errors![0]).toMatchObject({
      code: 'validation.id',
      source: { parameter: 'parentId' },
    });
    expect((await get('/api/v1/activities/search?search=a&selectable=yes', 'ar', 422)).errors![0]).toMatchObject({
      code: 'validation.boolean',
      source: { parameter: 'selectable' },
      title: 'قابل للاختيار: يجب أن يكون صحيحاً أو خطأ',
    });
    expect((await get('/api/v1/activities/search?search=a&search=b', 'en', 422)).errors![0]).toMatchObject({
      source: { parameter: 'search' },
    });
    expect((await get('/api/v1/activities/flat?unknown=1', 'en', 422)).errors![0]).toMatchObject({ code: 'validation.unknown-field' });

    expect((await get('/api/v1/activities/9999', 'en', 404)).errors![0]).toMatchObject({ status: '404', code: 'not-found' });
    expect((await get('/api/v1/activities/Z', 'en', 404)).errors![0]).toMatchObject({ code: 'not-found' });
    await get('/api/v1/activities?parentId=9999', 'en', 404);
    // Characters that SQL or LIKE would treat specially are just text.
    expect((await get(`/api/v1/activities/search?search=${encodeURIComponent("%' OR 1=1 --_\\")}`)).data).toEqual([]);
  });
});

describe('provinces and districts', () => {
  it('lists the four provinces with names in every language', async () => {
    const { data } = await get('/api/v1/provinces', 'kmr');
    expect(ids(data)).toEqual(['erbil', 'sulaymaniyah', 'duhok', 'halabja']);
    expect(data[0].attributes).toEqual({ name: 'Hewlêr', names: { ckb: 'هەولێر', en: 'Erbil', ar: 'أربيل', kmr: 'Hewlêr' } });
    expect((await get('/api/v1/provinces/halabja', 'ckb')).data).toMatchObject({
      type: 'provinces',
      id: 'halabja',
      attributes: { name: 'هەڵەبجە' },
    });
  });

  it('gives every province and district all four names, non-empty', async () => {
    const provinces = (await get('/api/v1/provinces')).data as Resource[];
    const districts = (await get('/api/v1/districts?listAll=true')).data as Resource[];
    expect(districts.length).toBeGreaterThanOrEqual(30);
    for (const place of [...provinces, ...districts]) {
      for (const locale of ['ckb', 'en', 'ar', 'kmr']) expect(place.attributes.names[locale]?.trim()).toBeTruthy();
    }
    expect(districts.every((d) => provinces.some((p) => p.id === d.attributes.provinceId))).toBe(true);
  });

  it('filters districts by province, by ids, and pages them unless listAll', async () => {
    const erbil = (await get('/api/v1/districts?province=erbil&listAll=true', 'ar')).data as Resource[];
    expect(erbil[0]).toMatchObject({ id: 'erbil-centre', attributes: { name: 'مركز أربيل', provinceId: 'erbil', provinceName: 'أربيل' } });
    expect(ids(erbil)).toEqual(expect.arrayContaining(['erbil-shaqlawa', 'erbil-soran', 'erbil-koya', 'erbil-makhmur']));
    expect(erbil.every((d) => d.attributes.provinceId === 'erbil')).toBe(true);
    const halabja = ids((await get('/api/v1/districts?province=halabja&listAll=true')).data);
    expect(halabja).toEqual(['halabja-centre', 'halabja-khurmal', 'halabja-sirwan', 'halabja-biyara']);
    expect((await get('/api/v1/districts?province=nowhere&listAll=true')).data).toEqual([]);

    const chosen = await get('/api/v1/districts?ids=duhok-zakho,erbil-soran&listAll=true');
    expect(ids(chosen.data).sort()).toEqual(['duhok-zakho', 'erbil-soran']);

    const first = await get('/api/v1/districts?rowsPerPage=5');
    expect(first.data).toHaveLength(5);
    expect(first.meta).toMatchObject({ page: 1, rowsPerPage: 5, hasMore: true });
    const all = (await get('/api/v1/districts?listAll=true')).data as Resource[];
    expect(first.meta!.total).toBe(all.length);
    const second = await get('/api/v1/districts?rowsPerPage=5&page=2');
    expect(ids(second.data)).toEqual(ids(all.slice(5, 10)));
    expect((await get('/api/v1/districts')).data).toHaveLength(20);
  });

  it('gets one district; unknown → 404, malformed → 422 naming the parameter', async () => {
    expect((await get('/api/v1/districts/sulaymaniyah-said-sadiq', 'ckb')).data).toMatchObject({
      id: 'sulaymaniyah-said-sadiq',
      attributes: { name: 'سەیدسادق', provinceId: 'sulaymaniyah', provinceName: 'سلێمانی' },
    });
    await get('/api/v1/districts/erbil-nowhere', 'en', 404);
    await get('/api/v1/provinces/kirkuk', 'en', 404);
    expect((await get('/api/v1/provinces/Not%20A%20Slug', 'en', 422)).errors![0]).toMatchObject({
      code: 'validation.id',
      meta: { field: 'id' },
    });
    expect((await get('/api/v1/districts?province=ERBIL', 'en', 422)).errors![0]).toMatchObject({ source: { parameter: 'province' } });
    expect((await get('/api/v1/districts?listAll=maybe', 'en', 422)).errors![0]).toMatchObject({
      code: 'validation.boolean',
      source: { parameter: 'listAll' },
    });
    expect((await get('/api/v1/districts?rowsPerPage=1000', 'en', 422)).errors![0]).toMatchObject({ source: { parameter: 'rowsPerPage' } });
    expect((await get('/api/v1/districts?page=abc', 'en', 422)).errors![0]).toMatchObject({ source: { parameter: 'page' } });
    const many = Array.from({ length: 201 }, (_, i) => `d-${i}`).join(',');
    expect((await get(`/api/v1/districts?ids=${many}`, 'en', 422)).errors![0]).toMatchObject({
      code: 'validation.list-max',
      source: { parameter: 'ids' },
    });
  });
});
