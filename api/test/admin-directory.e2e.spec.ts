import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './support/test-app.js';
import { staffToken, write } from './support/http.js';

/**
 * The back office's administration resources (`/api/admin/...`) in the REST dialect of
 * ra-data-json-server: `_start`/`_end`/`_sort`/`_order`, `q` and filters, `X-Total-Count`, plain
 * JSON records; explicit commands for activation and for the legacy-register import.
 */
let t: TestApp;
let admin: { token: string; userId: string };
let reviewer: { token: string; userId: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await staffToken(t, ['system_admin']);
  reviewer = await staffToken(t, ['reviewer']);
});
afterAll(() => t.close());

const get = (path: string, token = admin.token, locale = 'en') =>
  t.http.get(path).set('Authorization', `Bearer ${token}`).set('Accept-Language', locale);
const password = () => `pw-${randomUUID()}`;

async function createUser(extra: Record<string, unknown> = {}) {
  const body = {
    email: `admin-dir-${randomUUID()}@registry.test`,
    first_name: 'Hana',
    last_name: 'Karim',
    roles: ['reviewer'],
    password: password(),
    ...extra,
  };
  const res = await write(t.http.post('/api/admin/users'), { token: admin.token }).send(body).expect(201);
  return { ...body, record: res.body as Record<string, any> };
}

function signIn(email: string, pw: string) {
  return write(t.http.post('/api/v1/sign-in'), { idempotencyKey: null }).set('Accept-Language', 'en').send({ email, password: pw });
}

describe('the json-server dialect', () => {
  it('pages with _start/_end, sorts with _sort/_order, filters with q and says the total in X-Total-Count', async () => {
    const tag = randomUUID().slice(0, 8);
    for (const first of ['Aram', 'Bahar', 'Chra', 'Dara', 'Esra']) await createUser({ first_name: `${first}${tag}` });
    const page1 = await get(`/api/admin/users?q=${tag}&_start=0&_end=2&_sort=first_name&_order=ASC`).expect(200);
    expect(page1.headers['content-type']).toMatch(/^application\/json/);
    expect(page1.headers['x-total-count']).toBe('5');
    expect(page1.headers['cache-control']).toBe('no-store');
    expect(Array.isArray(page1.body)).toBe(true);
    expect(page1.body.map((u: { first_name: string }) => u.first_name)).toEqual([`Aram${tag}`, `Bahar${tag}`]);
    const page3 = await get(`/api/admin/users?q=${tag}&_start=4&_end=6&_sort=first_name&_order=ASC`).expect(200);
    expect(page3.body.map((u: { first_name: string }) => u.first_name)).toEqual([`Esra${tag}`]);
    const desc = await get(`/api/admin/users?q=${tag}&_start=0&_end=10&_sort=first_name&_order=DESC`).expect(200);
    expect(desc.body[0].first_name).toBe(`Esra${tag}`);
    // react-admin sorts by id when a list names no field: the newest first.
    await get(`/api/admin/users?q=${tag}&_sort=id&_order=ASC&_start=0&_end=5`).expect(200);
    // getMany: id=a&id=b
    const ids = desc.body.slice(0, 2).map((u: { id: string }) => u.id);
    const many = await get(`/api/admin/users?id=${ids[0]}&id=${ids[1]}`).expect(200);
    expect(many.body.map((u: { id: string }) => u.id).sort()).toEqual([...ids].sort());
    expect(many.headers['x-total-count']).toBe('2');
  });

  it('filters by role and status, and refuses an unknown parameter, sort field or an empty slice with a localized 422', async () => {
    const auditor = await createUser({ roles: ['auditor'] });
    const auditors = await get(`/api/admin/users?role=auditor&status=active&_start=0&_end=100`).expect(200);
    expect(auditors.body.every((u: { roles: string[] }) => u.roles.includes('auditor'))).toBe(true);
    expect(auditors.body.map((u: { id: string }) => u.id)).toContain(auditor.record.id);

    const unknown = await get('/api/admin/users?colour=blue').expect(422);
    expect(unknown.body.errors[0]).toMatchObject({ code: 'validation.unknown-field', source: { parameter: 'colour' } });
    const badSort = await get('/api/admin/users?_sort=password_hash').expect(422);
    expect(badSort.body.errors[0]).toMatchObject({ code: 'validation.one-of', source: { parameter: '_sort' } });
    const empty = await get('/api/admin/users?_start=10&_end=10', admin.token, 'ckb').expect(422);
    expect(empty.body.errors[0]).toMatchObject({ code: 'validation.number-min', source: { parameter: '_end' } });
    expect(empty.body.errors[0].title).toContain('کۆتایی ڕیزەکان');
    await get('/api/admin/users?_start=0&_end=5000').expect(422);
  });

  it('serves entity types in tree order, activities, provinces and districts in the same dialect', async () => {
    const types = await get('/api/admin/entity-types?_start=0&_end=1000').expect(200);
    expect(Number(types.headers['x-total-count'])).toBe(types.body.length);
    const company = types.body.find((e: { names: { en: string } }) => e.names.en === 'Company');
    const child = types.body.find((e: { parentId: string }) => e.parentId === company.id);
    expect(company).toMatchObject({ depth: 0, name: 'Company', parentName: null });
    expect(child).toMatchObject({ depth: 1, parentName: 'Company', path: ['Company', child.name] });
    expect(types.body.indexOf(child)).toBeGreaterThan(types.body.indexOf(company));
    const children = await get(`/api/admin/entity-types?parentId=${company.id}&_start=0&_end=100`).expect(200);
    expect(children.body.length).toBe(company.childCount);
    const inCkb = await get(`/api/admin/entity-types/${company.id}`, admin.token, 'ckb').expect(200);
    expect(inCkb.body.name).toBe('کۆمپانیا');

    const sections = await get('/api/admin/activities?level=section&_start=0&_end=5').expect(200);
    expect(sections.headers['x-total-count']).toBe('21');
    expect(sections.body[0]).toMatchObject({ id: 'A', level: 'section', label: expect.any(String) });
    const divisions = await get('/api/admin/activities?parentId=A&_start=0&_end=50').expect(200);
    expect(divisions.body.every((a: { parentId: string }) => a.parentId === 'A')).toBe(true);
    const found = await get(`/api/admin/activities?q=${encodeURIComponent('cereals')}&_start=0&_end=10`).expect(200);
    expect(Number(found.headers['x-total-count'])).toBeGreaterThan(0);
    await get('/api/admin/activities/0111').expect(200);

    const provinces = await get('/api/admin/provinces?_start=0&_end=100').expect(200);
    const erbil = provinces.body.find((p: { id: string }) => p.id === 'erbil');
    expect(erbil).toMatchObject({ name: 'Erbil', districtCount: expect.any(Number) });
    const districts = await get('/api/admin/districts?provinceId=erbil&_start=0&_end=100&_sort=name&_order=ASC').expect(200);
    expect(districts.body.length).toBe(erbil.districtCount);
    expect(districts.body.every((d: { provinceId: string }) => d.provinceId === 'erbil')).toBe(true);
  });

  it('refuses every administration resource to a member of staff without the permission (403), and to no one signed in (401)', async () => {
    await get('/api/admin/users', reviewer.token).expect(403);
    await get('/api/admin/legacy-names', reviewer.token).expect(403);
    await write(t.http.post('/api/admin/users'), { token: reviewer.token })
      .send({ email: 'x@registry.test', first_name: 'X', last_name: 'Y', roles: [], password: password() })
      .expect(403);
    await write(t.http.post('/api/admin/entity-types'), { token: reviewer.token })
      .send({ names: { ckb: 'ا', en: 'a', ar: 'ا', kmr: 'a' } })
      .expect(403);
    // Reference data is readable by any member of staff.
    await get('/api/admin/entity-types', reviewer.token).expect(200);
    await t.http.get('/api/admin/users').expect(401);
  });
});

describe('users', () => {
  it('creates a user with roles, edits it with the whole record (only changes written), and refuses a stale version', async () => {
    const created = await createUser({ roles: ['reviewer', 'cashier'], totp_required: false });
    expect(created.record).toMatchObject({
      email: created.email,
      roles: ['reviewer', 'cashier'],
      status: 'active',
      version: 0,
      totp_required: false,
    });
    expect(JSON.stringify(created.record)).not.toMatch(/password|totp_secret/);

    // react-admin sends the whole record back, read-only fields included.
    const edited = { ...created.record, roles: ['director'], totp_required: true, last_name: 'Rasul', phone_number: '' };
    const saved = await write(t.http.put(`/api/admin/users/${created.record.id}`), { token: admin.token })
      .send(edited)
      .expect(200);
    expect(saved.body).toMatchObject({
      roles: ['director'],
      permissions: expect.arrayContaining(['applications.decide']),
      totp_required: true,
      last_name: 'Rasul',
      version: 1,
    });
    const { rows } = await t.db.owner.query(`SELECT details FROM security_log WHERE event = 'user.updated' AND subject = $1`, [
      `staff:${created.record.id}`,
    ]);
    expect(rows[0].details.changed.sort()).toEqual(['last_name', 'roles', 'totp_required']);

    const stale = await write(t.http.put(`/api/admin/users/${created.record.id}`), { token: admin.token })
      .send({ ...edited, first_name: 'Other' })
      .expect(409);
    expect(stale.body.errors[0]).toMatchObject({ code: 'stale-version', meta: { currentVersion: 1 } });
    const invalidRole = await write(t.http.put(`/api/admin/users/${created.record.id}`), { token: admin.token })
      .send({ ...saved.body, roles: ['emperor'] })
      .expect(422);
    expect(invalidRole.body.errors[0]).toMatchObject({ code: 'validation.one-of', source: { pointer: '/roles' } });
    const blank = await write(t.http.put(`/api/admin/users/${created.record.id}`), { token: admin.token })
      .send({ ...saved.body, first_name: null })
      .expect(422);
    expect(blank.body.errors[0]).toMatchObject({ code: 'validation.required', source: { pointer: '/first_name' } });
  });

  it('refuses a short password and a taken e-mail on create, naming the field in the reader’s language', async () => {
    const short = await write(t.http.post('/api/admin/users'), { token: admin.token })
      .set('Accept-Language', 'ckb')
      .send({ email: `short-${randomUUID()}@registry.test`, first_name: 'A', last_name: 'B', roles: ['reviewer'], password: 'short' })
      .expect(422);
    expect(short.body.errors[0]).toMatchObject({ code: 'validation.text-min', source: { pointer: '/password' } });
    expect(short.body.errors[0].title).toContain('وشەی نهێنی');
    const existing = await createUser();
    const taken = await write(t.http.post('/api/admin/users'), { token: admin.token })
      .send({ email: existing.email, first_name: 'A', last_name: 'B', roles: [], password: password() })
      .expect(422);
    expect(taken.body.errors[0]).toMatchObject({ code: 'user.email-taken', source: { pointer: '/email' } });
  });

  it('deactivation is a command with a reason: the user’s session ends and signing in is refused; activation lets them back', async () => {
    const user = await createUser({ roles: ['cashier'] });
    const signedIn = await signIn(user.email, user.password).expect(200);
    const token = signedIn.body.data.attributes.accessToken as string;
    await get('/api/v1/users/self', token).expect(200);

    const noReason = await write(t.http.put(`/api/admin/users/${user.record.id}/deactivate`), { token: admin.token })
      .send({ version: 0 })
      .expect(422);
    expect(noReason.body.errors[0]).toMatchObject({ code: expect.stringMatching(/^validation\./), source: { pointer: '/reason' } });
    await write(t.http.put(`/api/admin/users/${user.record.id}/deactivate`), { idempotencyKey: null, token: admin.token })
      .send({ version: 0, reason: 'left the directorate' })
      .expect(422);
    const deactivated = await write(t.http.put(`/api/admin/users/${user.record.id}/deactivate`), { token: admin.token })
      .send({ version: 0, reason: 'left the directorate' })
      .expect(200);
    expect(deactivated.body).toMatchObject({ status: 'inactive', status_reason: 'left the directorate', version: 1 });

    await get('/api/v1/users/self', token).expect(401);
    const refused = await signIn(user.email, user.password).expect(401);
    expect(refused.body.errors[0]).toMatchObject({ code: 'sign-in.failed', title: 'Failed! Please check your email and password' });
    const inactive = await get(`/api/admin/users?status=inactive&_start=0&_end=1000`).expect(200);
    expect(inactive.body.map((u: { id: string }) => u.id)).toContain(user.record.id);

    await write(t.http.put(`/api/admin/users/${user.record.id}/activate`), { token: admin.token })
      .send({ version: 0, reason: 'back again' })
      .expect(409);
    await write(t.http.put(`/api/admin/users/${user.record.id}/activate`), { token: admin.token })
      .send({ version: 1, reason: 'back again' })
      .expect(200);
    await signIn(user.email, user.password).expect(200);
  });

  it('an admin cannot deactivate their own account', async () => {
    const self = await get(`/api/admin/users/${admin.userId}`).expect(200);
    const res = await write(t.http.put(`/api/admin/users/${admin.userId}/deactivate`), { token: admin.token })
      .send({ version: self.body.version, reason: 'trying myself' })
      .expect(409);
    expect(res.body.errors[0].code).toBe('user.cannot-deactivate-self');
  });
});

describe('entity types', () => {
  it('creates, edits with the whole record, deactivates and activates with a reason, and shows the change log', async () => {
    const en = `Partnership ${randomUUID().slice(0, 8)}`;
    const created = await write(t.http.post('/api/admin/entity-types'), { token: admin.token })
      .set('Accept-Language', 'en')
      .send({
        names: { ckb: `${en} ckb`, en, ar: `${en} ar`, kmr: `${en} kmr` },
        selectable: true,
        levelKinds: ['kri_level'],
        ownerKinds: ['business'],
      })
      .expect(201);
    expect(created.body).toMatchObject({ name: en, status: 'active', version: 1, depth: 0 });
    const saved = await write(t.http.put(`/api/admin/entity-types/${created.body.id}`), { token: admin.token })
      .set('Accept-Language', 'en')
      .send({ ...created.body, selectable: false, reason: 'a grouping node now' })
      .expect(200);
    expect(saved.body).toMatchObject({ selectable: false, version: 2 });
    const off = await write(t.http.put(`/api/admin/entity-types/${created.body.id}/deactivate`), { token: admin.token })
      .send({ version: 2, reason: 'no longer registered' })
      .expect(200);
    expect(off.body).toMatchObject({ status: 'inactive', version: 3 });
    const inactive = await get(`/api/admin/entity-types?status=inactive&q=${encodeURIComponent(en)}`).expect(200);
    expect(inactive.body.map((e: { id: string }) => e.id)).toEqual([created.body.id]);
    await write(t.http.put(`/api/admin/entity-types/${created.body.id}/activate`), { token: admin.token })
      .send({ version: 2, reason: 'stale' })
      .expect(409);
    await write(t.http.put(`/api/admin/entity-types/${created.body.id}/activate`), { token: admin.token })
      .send({ version: 3, reason: 'registered again' })
      .expect(200);
    const history = await get(`/api/admin/entity-types/${created.body.id}/history`).expect(200);
    expect(history.body.map((c: { action: string }) => c.action)).toEqual(['created', 'updated', 'deactivated', 'activated']);
    await get(`/api/admin/entity-types/${created.body.id}/history`, reviewer.token).expect(403);
  });

  it('refuses a duplicate sibling name, naming the language', async () => {
    const res = await write(t.http.post('/api/admin/entity-types'), { token: admin.token })
      .send({ names: { ckb: 'کۆمپانیا', en: 'Company', ar: 'شركة', kmr: 'Şirket' } })
      .expect(422);
    expect(res.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain('/names/en');
  });
});

describe('legacy register import', () => {
  const header = 'legacy_ref,name,district_id,registered_on,owner_name';

  it('imports a good CSV (multipart) and reports the counts; the same file again changes nothing; the names are listed', async () => {
    const ref = `ADM-${randomUUID().slice(0, 8)}`;
    const csv = `${header}\n${ref}-1,Shahrazad Bakery ${ref},erbil-centre,2001-02-03,Sirwan Ali\n${ref}-2,Zagros Carpets ${ref},,,\n`;
    const first = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token })
      .attach('file', Buffer.from(csv), { filename: 'register.csv', contentType: 'text/csv' })
      .expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.body).toMatchObject({ file: 'register.csv', rows: 2, inserted: 2, updated: 0, unchanged: 0, refused: 0, rejected: [] });
    const again = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token })
      .set('Content-Type', 'text/csv')
      .send(csv)
      .expect(200);
    expect(again.body).toMatchObject({ rows: 2, inserted: 0, unchanged: 2 });

    const listed = await get(`/api/admin/legacy-names?q=${ref}&_sort=legacy_ref&_order=ASC&_start=0&_end=10`).expect(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.body[0]).toMatchObject({
      legacy_ref: `${ref}-1`,
      district_id: 'erbil-centre',
      districtName: 'Erbil Centre',
      registered_on: '2001-02-03',
      owner_name: 'Sirwan Ali',
    });
    await get(`/api/admin/legacy-names/${listed.body[0].id}`).expect(200);
    // The register now refuses the name to applicants.
    const eligible = await t.http
      .get(`/api/v1/public/trade_names/eligible?chosenTradeName=${encodeURIComponent(`Shahrazad Bakery ${ref}`)}`)
      .set('Accept-Language', 'en')
      .expect(200);
    expect(eligible.body.data.attributes.reasons.map((r: { code: string }) => r.code)).toContain('trade-name.legacy');
  });

  it('reports each bad line with its problems in the reader’s language, naming the field, and imports the good ones', async () => {
    const ref = `BAD-${randomUUID().slice(0, 8)}`;
    const csv = `${header}\n${ref}-1,Good Name ${ref},,,\n,No Reference ${ref},,,\n${ref}-3,Dated ${ref},,03/02/2001,\n${ref}-1,Twice ${ref},,,\n`;
    const res = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token })
      .set('Accept-Language', 'en')
      .set('Content-Type', 'text/csv')
      .send(csv)
      .expect(200);
    expect(res.body).toMatchObject({ rows: 4, inserted: 1, refused: 3 });
    expect(res.body.rejected.map((r: { line: number }) => r.line)).toEqual([3, 4, 5]);
    expect(res.body.rejected[0]).toMatchObject({
      message: 'Line 3: Legacy reference: required',
      problems: [{ code: 'validation.required', field: 'legacy_ref' }],
    });
    expect(res.body.rejected[1].message).toBe('Line 4: Registered on: not a valid date');
    expect(res.body.rejected[2].problems[0]).toMatchObject({ code: 'legacy.csv-duplicate-ref', field: 'legacy_ref' });
    const ckb = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token })
      .set('Accept-Language', 'ckb')
      .set('Content-Type', 'text/csv')
      .send(csv)
      .expect(200);
    expect(ckb.body.rejected[0].message).toBe('ڕیزی ٣: ژمارەی تۆماری کۆن: پێویستە');
  });

  it('refuses a wrong header, an empty file, another encoding, another type and a file over the limit, with localized errors', async () => {
    const header422 = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token })
      .set('Content-Type', 'text/csv')
      .send('name,ref\nA,B\n')
      .expect(422);
    expect(header422.body.errors[0]).toMatchObject({ code: 'legacy.csv-header', source: { pointer: '/file' } });
    expect(header422.body.errors[0].title).toContain('legacy_ref,name,district_id,registered_on,owner_name');
    const empty = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token })
      .attach('file', Buffer.alloc(0), { filename: 'empty.csv', contentType: 'text/csv' })
      .expect(422);
    expect(empty.body.errors[0].code).toBe('file.empty');
    const latin1 = Buffer.from(`${header}\nX-1,Caf\xe9 Zagros,,,\n`, 'latin1');
    const encoding = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token })
      .set('Accept-Language', 'en')
      .set('Content-Type', 'text/csv')
      .send(latin1)
      .expect(422);
    expect(encoding.body.errors[0]).toMatchObject({ code: 'legacy-import.encoding', title: 'File: the file must be encoded in UTF-8' });
    const json = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token }).send({ csv: 'x' }).expect(415);
    expect(json.body.errors[0].code).toBe('legacy-import.content-type');
    const huge = Buffer.alloc(6 * 1024 * 1024, 'a');
    const tooLarge = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token })
      .set('Accept-Language', 'en')
      .set('Content-Type', 'text/csv')
      .send(huge)
      .ok(() => true);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors[0]).toMatchObject({ code: 'file.too-large', title: 'File: size must not exceed 5 MB' });
  });

  it('is refused to a reviewer, whatever the body', async () => {
    await write(t.http.post('/api/admin/legacy-names/import'), { token: reviewer.token })
      .set('Content-Type', 'text/csv')
      .send(`${header}\n`)
      .expect(403);
  });
});

describe('notifications', () => {
  it('lists the caller’s notifications (all, unread, read) and marks one and all as read', async () => {
    const me = `staff:${admin.userId}`;
    for (let i = 0; i < 3; i++) {
      await t.db.owner.query(
        `INSERT INTO notifications (id, recipient, kind, message_code, params, link, created_at) VALUES ($1, $2, 'test', 'user.not-found', '{}', NULL, now() - ($3 || ' minutes')::interval)`,
        [randomUUID(), me, String(i)],
      );
    }
    const all = await get('/api/admin/notifications?status=all&_start=0&_end=10').expect(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.headers['x-unread-count']).toBe('3');
    expect(all.body[0]).toMatchObject({ status: 'unread', message: 'The user was not found' });
    await write(t.http.put(`/api/admin/notifications/${all.body[0].id}/read`), { token: admin.token }).expect(200);
    const read = await get('/api/admin/notifications?status=read').expect(200);
    expect(read.body.map((n: { id: string }) => n.id)).toEqual([all.body[0].id]);
    const unread = await get('/api/admin/notifications?status=unread&_start=0&_end=1').expect(200);
    expect(unread.headers['x-total-count']).toBe('2');
    const marked = await write(t.http.put('/api/admin/notifications/read-all'), { token: admin.token }).expect(200);
    expect(marked.body).toEqual({ marked: 2 });
    expect((await get('/api/admin/notifications?status=unread').expect(200)).headers['x-total-count']).toBe('0');
    // Someone else's notifications stay theirs.
    await write(t.http.put(`/api/admin/notifications/${all.body[1].id}/read`), { token: reviewer.token }).expect(404);
  });
});
