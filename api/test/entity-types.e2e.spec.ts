import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './support/test-app.js';
import { staffToken, write } from './support/http.js';

const URL = '/api/v1/entity-types';

let t: TestApp;
let admin: string;
let adminId: string;
/** The id of a type the migrations seeded, by its English name (read from the database, as any client would). */
async function seededId(en: string): Promise<string> {
  const { rows } = await t.db.owner.query<{ id: string }>('SELECT id FROM entity_types WHERE name_en = $1', [en]);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  ({ token: admin, userId: adminId } = await staffToken(t, ['system_admin']));
});
afterAll(() => t.close());

const names = (en: string) => ({ ckb: `${en} (ckb) ناو`, en, ar: `${en} (ar) اسم`, kmr: `${en} (kmr) nav` });
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

function create(body: Record<string, unknown>, token = admin) {
  return write(t.http.post(URL), { token }).send(body);
}

async function changeCount(id: string): Promise<number> {
  const { rows } = await t.db.owner.query('SELECT count(*)::int AS n FROM entity_type_changes WHERE entity_type_id = $1', [id]);
  return rows[0].n;
}

type Node = { type: string; id: string; attributes: Record<string, unknown> & { children: Node[] } };
const findNode = (nodes: Node[], id: string): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inside = findNode(n.attributes.children, id);
    if (inside) return inside;
  }
  return undefined;
};

describe('entity types: reading (public)', () => {
  it('the seeded types are there, with names in all four languages, nested in the tree', async () => {
    const tree = (await t.http.get(`${URL}/tree`).expect(200)).body.data as Node[];
    const company = findNode(tree, await seededId('Company'))!;
    expect(company.attributes).toMatchObject({
      names: { ckb: 'کۆمپانیا', en: 'Company', ar: 'شركة', kmr: 'Şirket' },
      selectable: false,
      parentId: null,
    });
    const childNames = company.attributes.children.map((c) => (c.attributes.names as { en: string }).en);
    expect(childNames).toEqual(
      expect.arrayContaining(['Limited liability company', 'Sole owner company', 'Cooperative company', 'Joint liability company']),
    );
    expect(findNode(tree, await seededId('Foreign company branch'))).toBeDefined();
  });

  it('GET ?Page&PageSize&Selectable pages through the list (1-based) and filters', async () => {
    const first = (await t.http.get(`${URL}?Page=1&PageSize=3`).expect(200)).body;
    expect(first.data).toHaveLength(3);
    expect(first.meta).toMatchObject({ page: 1, rowsPerPage: 3, hasMore: true });
    const second = (await t.http.get(`${URL}?Page=2&PageSize=3`).expect(200)).body;
    expect(second.data.map((d: Node) => d.id)).not.toEqual(expect.arrayContaining(first.data.map((d: Node) => d.id)));
    const groups = (await t.http.get(`${URL}?Selectable=false&PageSize=100`).expect(200)).body;
    expect(groups.data.length).toBeGreaterThan(0);
    expect(groups.data.every((d: Node) => d.attributes.selectable === false)).toBe(true);
    expect(groups.meta.total).toBe(groups.data.length);
  });

  it('refuses malformed and unknown query parameters with 422, and accepts locale', async () => {
    const bad = await t.http.get(`${URL}?Page=0&Selectable=maybe`).set('Accept-Language', 'en').expect(422);
    expect(bad.body.errors.map((e: { code: string }) => e.code).sort()).toEqual(['validation.one-of']);
    await t.http.get(`${URL}?Page=0`).expect(422);
    await t.http.get(`${URL}?page=1`).expect(422);
    await t.http.get(`${URL}?locale=en&Page=1`).expect(200);
  });

  it('GET /{id} of an unknown or malformed id is a 404', async () => {
    await t.http.get(`${URL}/${randomUUID()}`).expect(404);
    await t.http.get(`${URL}/not-an-id`).expect(404);
  });
});

describe('entity types: writing (reference managers)', () => {
  it('round-trips a parent and its children: GET /tree returns them nested with the same fields', async () => {
    const parent = await create({
      names: names(unique('Holding')),
      selectable: false,
      levelKinds: ['kri_level'],
      ownerKinds: ['business'],
    }).expect(201);
    const parentId = parent.body.data.id;
    expect(parent.headers.location).toBe(`${URL}/${parentId}`);
    expect(parent.body.data).toMatchObject({
      type: 'entity-types',
      attributes: { parentId: null, selectable: false, levelKinds: ['kri_level'], ownerKinds: ['business'], status: 'active', version: 1 },
    });
    const childA = (
      await create({
        parentId,
        names: names(unique('Child A')),
        levelKinds: ['district_level', 'kri_level'],
        ownerKinds: ['tradeName', 'business'],
      }).expect(201)
    ).body.data;
    const childB = (await create({ parentId, names: names(unique('Child B')) }).expect(201)).body.data;
    // Kinds are kept in their canonical order; selectable defaults to true.
    expect(childA.attributes).toMatchObject({
      levelKinds: ['kri_level', 'district_level'],
      ownerKinds: ['business', 'tradeName'],
      selectable: true,
    });

    const tree = (await t.http.get(`${URL}/tree`).expect(200)).body.data as Node[];
    const node = findNode(tree, parentId)!;
    expect(tree).toContainEqual(node);
    expect(node.attributes.children.map((c) => c.id)).toEqual([childA.id, childB.id]);
    for (const created of [parent.body.data, childA, childB]) {
      const single = (await t.http.get(`${URL}/${created.id}`).expect(200)).body.data;
      expect(single).toEqual({ ...created, links: { self: `${URL}/${created.id}` } });
      const { children, ...inTree } = findNode(tree, created.id)!.attributes;
      expect(inTree).toEqual(single.attributes);
      expect(Array.isArray(children)).toBe(true);
    }
  });

  it('PATCH with the current version changes the type and bumps the version; a stale version is a 409 and changes nothing', async () => {
    const created = (await create({ names: names(unique('Patchable')) }).expect(201)).body.data;
    const patched = await write(t.http.patch(`${URL}/${created.id}`), { token: admin })
      .send({ version: 1, selectable: false, reason: 'grouping only' })
      .expect(200);
    expect(patched.body.data.attributes).toMatchObject({ selectable: false, version: 2 });

    const stale = await write(t.http.patch(`${URL}/${created.id}`), { token: admin })
      .set('Accept-Language', 'en')
      .send({ version: 1, names: names(unique('Overwritten')) })
      .expect(409);
    expect(stale.body.errors[0]).toMatchObject({ code: 'stale-version', meta: { currentVersion: 2 } });
    expect((await t.http.get(`${URL}/${created.id}`).expect(200)).body.data.attributes).toEqual(patched.body.data.attributes);
    expect(await changeCount(created.id)).toBe(2);
  });

  it('replays a POST with the same idempotency key: the same body, no second row', async () => {
    const key = randomUUID();
    const body = { names: names(unique('Once only')) };
    const first = await write(t.http.post(URL), { token: admin, idempotencyKey: key }).send(body).expect(201);
    const again = await write(t.http.post(URL), { token: admin, idempotencyKey: key }).send(body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const { rows } = await t.db.owner.query('SELECT count(*)::int AS n FROM entity_types WHERE name_en = $1', [body.names.en]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses writes without a token (401) and from staff without reference.manage (403)', async () => {
    const { token: reviewer } = await staffToken(t, ['reviewer']);
    const before = (await t.db.owner.query('SELECT count(*)::int AS n FROM entity_types')).rows[0].n;
    await write(t.http.post(URL))
      .send({ names: names(unique('Nobody')) })
      .expect(401);
    await write(t.http.post(URL), { token: reviewer })
      .send({ names: names(unique('Reviewer')) })
      .expect(403);
    const target = await seededId('Limited liability company');
    await write(t.http.patch(`${URL}/${target}`), { token: reviewer })
      .send({ version: 1, selectable: false })
      .expect(403);
    await write(t.http.put(`${URL}/${target}/deactivate`))
      .send({ version: 1, reason: 'x' })
      .expect(401);
    await write(t.http.put(`${URL}/${target}/deactivate`), { token: reviewer })
      .send({ version: 1, reason: 'x' })
      .expect(403);
    expect((await t.db.owner.query('SELECT count(*)::int AS n FROM entity_types')).rows[0].n).toBe(before);
  });

  it('refuses to move a type under its own descendant (422 entity-type.cycle), or under itself', async () => {
    const a = (await create({ names: names(unique('Top')) }).expect(201)).body.data;
    const b = (await create({ parentId: a.id, names: names(unique('Middle')) }).expect(201)).body.data;
    const c = (await create({ parentId: b.id, names: names(unique('Bottom')) }).expect(201)).body.data;
    for (const parentId of [c.id, a.id]) {
      const res = await write(t.http.patch(`${URL}/${a.id}`), { token: admin })
        .set('Accept-Language', 'en')
        .send({ version: 1, parentId })
        .expect(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'entity-type.cycle', source: { pointer: '/parentId' } });
    }
    expect((await t.http.get(`${URL}/${a.id}`)).body.data.attributes).toMatchObject({ parentId: null, version: 1 });
    // Moving the bottom to the top level is fine.
    await write(t.http.patch(`${URL}/${c.id}`), { token: admin })
      .send({ version: 1, parentId: null })
      .expect(200);
  });

  it('refuses an unknown parent (422) and a sibling with the same name (422)', async () => {
    const unknown = await create({ parentId: randomUUID(), names: names(unique('Orphan')) }).expect(422);
    expect(unknown.body.errors[0]).toMatchObject({ code: 'entity-type.parent-unknown', source: { pointer: '/parentId' } });
    const same = names(unique('Twin'));
    await create({ names: same }).expect(201);
    const twin = await create({ names: { ...same, ckb: 'جیاواز', ar: 'مختلف', kmr: 'cuda' } }).expect(422);
    expect(twin.body.errors).toEqual([expect.objectContaining({ code: 'entity-type.duplicate-name', source: { pointer: '/names/en' } })]);
  });

  it('refuses names missing a language, blank or too long (422 naming each field) and unknown fields', async () => {
    const missing = await create({ names: { ckb: 'ناو', en: 'Name', ar: 'اسم' } })
      .set('Accept-Language', 'en')
      .expect(422);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ code: 'validation.required', source: { pointer: '/names/kmr' }, title: 'Name (Kurmanji): required' }),
    ]);
    const blank = await create({ names: { ...names('x'), ar: '   ', en: 'y'.repeat(201) } }).expect(422);
    expect(blank.body.errors.map((e: { code: string; source: { pointer: string } }) => [e.source.pointer, e.code]).sort()).toEqual([
      ['/names/ar', 'validation.required'],
      ['/names/en', 'validation.text-max'],
    ]);
    await create({}).expect(422);
    const extra = await create({ names: names(unique('Extra')), status: 'inactive' }).expect(422);
    expect(extra.body.errors[0]).toMatchObject({ code: 'validation.unknown-field', source: { pointer: '/status' } });
    await create({ names: names(unique('Kinds')), levelKinds: ['planet_level'] }).expect(422);
    await write(t.http.patch(`${URL}/${await seededId('Limited liability company')}`), { token: admin })
      .send({ selectable: false })
      .expect(422);
  });

  it('deactivates and activates with a reason; each change is logged (who, when, what, why) and append-only', async () => {
    const created = (await create({ names: names(unique('Switchable')) }).expect(201)).body.data;
    const noReason = await write(t.http.put(`${URL}/${created.id}/deactivate`), { token: admin })
      .send({ version: 1, reason: '  ' })
      .expect(422);
    expect(noReason.body.errors[0]).toMatchObject({ code: 'validation.required', source: { pointer: '/reason' } });

    const off = await write(t.http.put(`${URL}/${created.id}/deactivate`), { token: admin })
      .send({ version: 1, reason: 'no longer registered' })
      .expect(200);
    expect(off.body.data.attributes).toMatchObject({ status: 'inactive', version: 2 });
    // Inactive types leave the active tree, but stay readable.
    const active = (await t.http.get(`${URL}/tree?Status=active`).expect(200)).body.data as Node[];
    expect(findNode(active, created.id)).toBeUndefined();
    await t.http.get(`${URL}/${created.id}`).expect(200);

    await write(t.http.put(`${URL}/${created.id}/activate`), { token: admin })
      .send({ version: 1, reason: 'stale' })
      .expect(409);
    const on = await write(t.http.put(`${URL}/${created.id}/activate`), { token: admin })
      .send({ version: 2, reason: 'registered again' })
      .expect(200);
    expect(on.body.data.attributes).toMatchObject({ status: 'active', version: 3 });
    // Asking for the state it is already in changes nothing.
    const repeat = await write(t.http.put(`${URL}/${created.id}/activate`), { token: admin })
      .send({ version: 3, reason: 'double click' })
      .expect(200);
    expect(repeat.body.data.attributes.version).toBe(3);

    const { rows } = await t.db.owner.query(
      'SELECT version, action, actor, reason, changes, at FROM entity_type_changes WHERE entity_type_id = $1 ORDER BY version',
      [created.id],
    );
    expect(rows.map((r) => [r.version, r.action, r.actor, r.reason])).toEqual([
      [1, 'created', `staff:${adminId}`, null],
      [2, 'deactivated', `staff:${adminId}`, 'no longer registered'],
      [3, 'activated', `staff:${adminId}`, 'registered again'],
    ]);
    expect(rows[1].changes).toEqual({ status: { from: 'active', to: 'inactive' } });
    expect(rows[2].at).toBeInstanceOf(Date);

    const history = await t.http.get(`${URL}/${created.id}/history`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(history.body.data.map((h: Node) => h.attributes.action)).toEqual(['created', 'deactivated', 'activated']);
    const { token: reviewer } = await staffToken(t, ['reviewer']);
    await t.http.get(`${URL}/${created.id}/history`).set('Authorization', `Bearer ${reviewer}`).expect(403);
    await t.http.get(`${URL}/${created.id}/history`).expect(401);

    await expect(
      t.db.owner.query(`UPDATE entity_type_changes SET reason = 'rewritten' WHERE entity_type_id = $1`, [created.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.owner.query(`DELETE FROM entity_type_changes WHERE entity_type_id = $1`, [created.id])).rejects.toThrow(
      /append-only/,
    );
  });
});
