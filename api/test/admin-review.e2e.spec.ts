import { randomUUID } from 'node:crypto';
import { applicantToken, staffToken, write } from './support/http.js';
import { companyPayload, seedCivilRegistry, tradeNamePayload, transitRequest, cashReceipt } from './support/applications.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually } from './support/eventually.js';

/**
 * The back office's review queues (`/api/admin/{trade-names|businesses|trademarks|applications}`)
 * in the REST dialect of ra-data-json-server: `_start`/`_end` slices with `X-Total-Count`,
 * `_sort`/`_order`, `q` and filters as query parameters, plain JSON records; one application with
 * its documents and allowed steps; a stale transit is a 409; the permissions of the v1 lists.
 */
let t: TestApp;
let reviewer: { token: string; userId: string };
let director: string;
let cashier: string;
let nobody: string;
const names = ['ئاسۆی باخچە', 'بەفرینی چیا', 'چنارەی شار'] as const;
const tradeNames: string[] = [];
let company: { id: string; uen: string };

const admin = (path: string, token: string) =>
  t.http.get(`/api/admin${path}`).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'en');

/** Retries until the read model has caught up (projections run asynchronously). */

const step = async (path: string, id: string, event: string, token: string, version: number, body: object = {}) =>
  (await transitRequest(t, path, id, event, token, version, body).expect(200)).body.data.attributes;

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  reviewer = await staffToken(t, ['reviewer']);
  director = (await staffToken(t, ['director'])).token;
  cashier = (await staffToken(t, ['cashier'])).token;
  nobody = (await staffToken(t, [])).token;

  for (const [i, name] of names.entries()) {
    const applicant = await applicantToken(t, `admin-review-${i}-${randomUUID()}@example.org`);
    const payload = await tradeNamePayload(t, applicant.token, name, i === 2 ? { trade_name_type: 'factory' } : {});
    const res = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token }).send(payload).expect(201);
    tradeNames.push(res.body.data.id);
  }
  // The company goes all the way to registration, for its UEN.
  const owner = await applicantToken(t, `admin-review-company-${randomUUID()}@example.org`);
  const created = await write(t.http.post('/api/v1/businesses'), { token: owner.token })
    .send(await companyPayload(t, owner.token, {}))
    .expect(201);
  const id = created.body.data.id as string;
  await step('businesses', id, 'start_legal_check', reviewer.token, 1);
  await step('businesses', id, 'recommend_approval', reviewer.token, 2);
  await step('businesses', id, 'approve', director, 3);
  const registered = await step('businesses', id, 'confirm_payment', cashier, 4, cashReceipt());
  company = { id, uen: registered.uen };
  await step('trade_names', tradeNames[0]!, 'start_legal_check', reviewer.token, 1);
  // Wait for the read model to show every step.
  await eventually(
    () => admin(`/trade-names?status=legal_checking`, reviewer.token),
    (res) => res.body.length === 1,
    'trade name in legal checking',
  );
  await eventually(
    () => admin(`/businesses?status=registered`, reviewer.token),
    (res) => res.body.length === 1,
    'company registered',
  );
}, 60_000);
afterAll(() => t.close());

describe('the json-server dialect', () => {
  it('slices with _start/_end, counts every match in X-Total-Count and answers plain JSON records', async () => {
    const res = await admin('/trade-names?_start=0&_end=2&_sort=name&_order=ASC', reviewer.token).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-total-count']).toBe('3');
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      status: expect.any(String),
      version: expect.any(Number),
      kind: 'trade-name',
    });
    expect(res.body[0]).not.toHaveProperty('attributes');
    // A slice that does not start on a page boundary of its own size.
    const all = (await admin('/trade-names?_start=0&_end=3&_sort=name&_order=ASC', reviewer.token).expect(200)).body.map(
      (r: { id: string }) => r.id,
    );
    const middle = (await admin('/trade-names?_start=1&_end=3&_sort=name&_order=ASC', reviewer.token).expect(200)).body.map(
      (r: { id: string }) => r.id,
    );
    expect(middle).toEqual(all.slice(1, 3));
  });

  it('sorts by _sort and _order, and refuses a field it cannot sort by, naming _sort', async () => {
    const ascending = (await admin('/trade-names?_sort=name&_order=ASC', reviewer.token).expect(200)).body.map(
      (r: { name: string }) => r.name,
    );
    const descending = (await admin('/trade-names?_sort=name&_order=DESC', reviewer.token).expect(200)).body.map(
      (r: { name: string }) => r.name,
    );
    expect(descending).toEqual([...ascending].reverse());
    expect(new Set(ascending)).toEqual(new Set(names));
    const bad = await admin('/trade-names?_sort=ownerEmail', reviewer.token).expect(422);
    expect(bad.body.errors[0].source).toEqual({ parameter: '_sort' });
    await admin('/trade-names?_start=5&_end=2', reviewer.token).expect(422);
  });

  it('filters by state, type, place, assignee, overdue and submission date, and searches by name and by UEN (q)', async () => {
    const ids = async (query: string, path = '/trade-names') =>
      (await admin(`${path}?${query}`, reviewer.token).expect(200)).body.map((r: { id: string }) => r.id);
    expect(await ids('status=legal_checking')).toEqual([tradeNames[0]]);
    expect(await ids('tradeNameType=factory')).toEqual([tradeNames[2]]);
    expect((await ids('districtId=erbil-shaqlawa')).sort()).toEqual([...tradeNames].sort());
    expect(await ids('districtId=duhok-zakho')).toEqual([]);
    expect(await ids('assigneeId=none')).toHaveLength(3);
    expect(await ids('overdue=true')).toEqual([]);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids(`submittedAt_gte=${today}&submittedAt_lte=${today}`)).toHaveLength(3);
    expect(await ids('submittedAt_lte=2020-01-01')).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(names[1])}`)).toContain(tradeNames[1]);
    expect(await ids(`q=${company.uen}`, '/businesses')).toEqual([company.id]);
    expect(await ids('businessType=local_company', '/businesses')).toEqual([company.id]);
    expect(await ids('businessType=foreign_company', '/businesses')).toEqual([]);
    // getMany: id=a&id=b
    expect((await ids(`id=${tradeNames[0]}&id=${tradeNames[1]}`)).sort()).toEqual([tradeNames[0], tradeNames[1]].sort());
    // Every kind at once, for the dashboard.
    const mixed = (await admin('/applications?_sort=updatedAt&_order=DESC', reviewer.token).expect(200)).body as { kind: string }[];
    expect(new Set(mixed.map((r) => r.kind))).toEqual(new Set(['trade-name', 'business']));
    // A bad filter value is a 422 naming the parameter.
    const bad = await admin('/trade-names?status=nonsense', reviewer.token).expect(422);
    expect(bad.body.errors[0].source).toEqual({ parameter: 'status' });
    await admin('/trade-names?unknownFilter=1', reviewer.token).expect(422);
  });

  it('gives one application with every field, its documents, version and the steps the caller may take', async () => {
    const res = await admin(`/trade-names/${tradeNames[0]}`, reviewer.token).expect(200);
    expect(res.body).toMatchObject({ id: tradeNames[0], status: 'legal_checking', version: 2, kind: 'trade-name' });
    expect(res.body.details.name).toBe(names[0]);
    expect(res.body.allowedEvents).toEqual(expect.arrayContaining(['return_to_applicant', 'recommend_approval', 'reject']));
    expect(res.body.documents).toEqual([{ field: 'identity_documents[0]', id: res.body.details.identity_documents[0], image: false }]);
    expect(res.body.history.map((h: { event: string }) => h.event)).toEqual(['submit', 'start_legal_check']);
    await admin(`/trade-names/${randomUUID()}`, reviewer.token).expect(404);
    await admin(`/businesses/${tradeNames[0]}`, reviewer.token).expect(404);
  });

  it('counts applications per kind and state, and lists the reviewers one may assign and staff by id', async () => {
    const counts = await admin('/state-counts', director).expect(200);
    expect(counts.body).toEqual(
      expect.arrayContaining([
        { id: 'trade-name:submitted', kind: 'trade-name', status: 'submitted', count: 2 },
        { id: 'trade-name:legal_checking', kind: 'trade-name', status: 'legal_checking', count: 1 },
        { id: 'business:registered', kind: 'business', status: 'registered', count: 1 },
      ]),
    );
    const reviewers = await admin('/staff?role=reviewer&_start=0&_end=50', director).expect(200);
    expect(reviewers.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: reviewer.userId, name: 'Test Staff', roles: ['reviewer'] })]),
    );
    expect(reviewers.body.every((r: { roles: string[] }) => r.roles.includes('reviewer'))).toBe(true);
    const byId = await admin(`/staff?id=${reviewer.userId}`, director).expect(200);
    expect(byId.body.map((r: { id: string }) => r.id)).toEqual([reviewer.userId]);
  });
});

describe('writes and permissions', () => {
  it('refuses a transit at a stale version with 409 stale-version, and two reviewers on one version get one success and one conflict', async () => {
    const id = tradeNames[1]!;
    const { version } = (await admin(`/trade-names/${id}`, reviewer.token).expect(200)).body;
    const second = await staffToken(t, ['reviewer']);
    await transitRequest(t, 'trade_names', id, 'start_legal_check', reviewer.token, version).expect(200);
    const conflict = await transitRequest(t, 'trade_names', id, 'start_legal_check', second.token, version).expect(409);
    expect(conflict.body.errors[0].code).toBe('stale-version');
    expect(conflict.body.errors[0].meta).toEqual({ currentVersion: version + 1 });
  });

  it('assigns only an active member of staff who may review, or nobody; anything else is a 422 naming assignee_id', async () => {
    const id = tradeNames[2]!;
    const auditor = await staffToken(t, ['auditor']);
    const inactive = await staffToken(t, ['reviewer']);
    await t.db.owner.query(`UPDATE staff_users SET status = 'inactive' WHERE id = $1`, [inactive.userId]);
    const { version } = (await admin(`/trade-names/${id}`, director).expect(200)).body;
    for (const assigneeId of [auditor.userId, inactive.userId, randomUUID(), '<script>alert(1)</script>']) {
      const refused = await transitRequest(t, 'trade_names', id, 'assign', director, version, { assigneeId }).expect(422);
      expect(refused.body.errors[0]).toMatchObject({ code: 'workflow.assignee-not-reviewer', source: { pointer: '/assignee_id' } });
      expect(refused.body.errors[0].title).toBe('Assignee: must be an active member of staff who may review applications');
    }
    const assigned = await transitRequest(t, 'trade_names', id, 'assign', director, version, { assigneeId: reviewer.userId }).expect(200);
    expect(assigned.body.data.attributes.assigneeId).toBe(reviewer.userId);
    await transitRequest(t, 'trade_names', id, 'assign', director, version + 1, { assigneeId: null }).expect(200);
  });

  it('asks for a session (401) and for applications.read (403), as the v1 lists do', async () => {
    await t.http.get('/api/admin/trade-names').expect(401);
    for (const path of [
      '/trade-names',
      `/trade-names/${tradeNames[0]}`,
      '/businesses',
      '/trademarks',
      '/applications',
      '/state-counts',
      '/staff',
    ]) {
      await admin(path, nobody).expect(403);
    }
    const applicant = await applicantToken(t);
    await admin('/trade-names', applicant.token).expect(403);
  });
});
