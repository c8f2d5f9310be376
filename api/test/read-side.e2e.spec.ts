import { randomUUID } from 'node:crypto';
import { PEOPLE } from '@registry/domain/applications/rules/payloads.fixture';
import { isUen } from '@registry/domain/applications/rules/uen';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { companyPayload, seedCivilRegistry, tradeNamePayload, transitRequest, cashReceipt } from './support/applications.js';

/**
 * The read side end to end on real PostgreSQL (issue 6): a company's registration reaches the
 * public register, the by-UEN lookup, the CSV and the Atom feed of its province, and nothing
 * personal does; the 202 → process → done handshake; the signed-in lists' filters; audit state
 * at a version equal to what the API answered then; the hash-chain check catching an edit.
 */
let t: TestApp;
let reviewer: { token: string; userId: string };
let director: string;
let cashier: string;
let auditor: string;
const async = { Prefer: 'respond-async' };

/** Polls a process the way spec §4 says a client does: wait until retryAt, then ask again. */
async function untilDone(processUrl: string, token: string): Promise<{ location: string; polls: number }> {
  for (let polls = 1; polls <= 200; polls++) {
    const res = await t.http.get(processUrl).set('Authorization', `Bearer ${token}`).expect(200);
    const attributes = res.body.data.attributes;
    if (attributes.status === 'done') return { location: attributes.location, polls };
    expect(attributes.status).toBe('pending');
    expect(res.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, new Date(attributes.retryAt).getTime() - Date.now())));
  }
  throw new Error(`process ${processUrl} never finished`);
}

/** Today's date in Erbil (UTC+3), the day the date filters mean. */
const erbilToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

const step = (id: string, event: string, token: string, version: number, body: object = {}) =>
  transitRequest(t, 'businesses', id, event, token, version, body).expect(200);

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  reviewer = await staffToken(t, ['reviewer', 'director']);
  director = (await staffToken(t, ['director'])).token;
  cashier = (await staffToken(t, ['cashier'])).token;
  auditor = (await staffToken(t, ['auditor'])).token;
});
afterAll(() => t.close());

describe('the consistency handshake', () => {
  it('answers a write 202 with a process that stays pending while the projections are behind, then says done with the result location', async () => {
    const applicant = await applicantToken(t);
    await t.runtime.projections.stop();
    let processUrl: string;
    try {
      const accepted = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
        .set(async)
        .send(await tradeNamePayload(t, applicant.token, 'چاپخانەی ڕووناکی'))
        .expect(202);
      processUrl = accepted.headers.location!;
      expect(processUrl).toMatch(/^\/api\/processes\/[0-9a-f-]{36}$/);
      expect(accepted.headers['preference-applied']).toBe('respond-async');
      expect(accepted.body.data).toMatchObject({ type: 'processes', attributes: { status: 'pending', retryAt: expect.any(String) } });
      expect(accepted.body.meta.messageCode).toBe('trade-name.submitted');
      // Nobody else may watch it.
      await t.http
        .get(processUrl)
        .set('Authorization', `Bearer ${(await applicantToken(t)).token}`)
        .expect(404);
      const pending = await t.http.get(processUrl).set('Authorization', `Bearer ${applicant.token}`).expect(200);
      expect(pending.body.data.attributes.status).toBe('pending');
      expect((await t.http.get('/api/v1/trade_names').set('Authorization', `Bearer ${applicant.token}`).expect(200)).body.data).toEqual([]);
    } finally {
      t.runtime.projections.start();
    }
    const { location } = await untilDone(processUrl, applicant.token);
    expect(location).toMatch(/^\/api\/v1\/trade_names\/[0-9a-f-]{36}$/);
    const id = location.split('/').pop();
    // Done means the read models show the write: the list has it at once.
    const mine = await t.http.get('/api/v1/trade_names').set('Authorization', `Bearer ${applicant.token}`).expect(200);
    expect(mine.body.data.map((r: { id: string }) => r.id)).toEqual([id]);
    await t.http.get('/api/processes/not-an-id').set('Authorization', `Bearer ${applicant.token}`).expect(404);
    await t.http.get(processUrl).expect(401);
  });
});

describe('a registration reaches the gazette', () => {
  let id: string;
  let uen: string;
  let applicant: { token: string; email: string };
  const companyName = 'کۆمپانیای ئاسمانی شین';

  beforeAll(async () => {
    applicant = await applicantToken(t);
    const created = await write(t.http.post('/api/v1/businesses'), { token: applicant.token })
      .send(await companyPayload(t, applicant.token, { trade_name: { locale: 'ckb', name: companyName, protection_level: 'kri_level' } }))
      .expect(201);
    id = created.body.data.id;
    await step(id, 'start_legal_check', reviewer.token, 1);
    await step(id, 'recommend_approval', reviewer.token, 2);
    await step(id, 'approve', director, 3);
    const paid = await transitRequest(t, 'businesses', id, 'confirm_payment', cashier, 4, cashReceipt()).set(async).expect(202);
    await untilDone(paid.headers.location!, cashier);
    uen = (await t.http.get(`/api/v1/businesses/${id}`).set('Authorization', `Bearer ${applicant.token}`).expect(200)).body.data.attributes
      .uen;
    expect(isUen(uen)).toBe(true);
  });

  it('is in the public register, by id, by UEN and by its trade name', async () => {
    const list = await t.http.get(`/api/v1/public/businesses?trade_name=${encodeURIComponent('ئاسمانی شین')}`).expect(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id,
      type: 'businesses',
      attributes: { name: companyName, uen, status: 'registered', provinceId: 'erbil', districtId: 'erbil-soran' },
    });
    expect(list.body.meta).toMatchObject({ total: 1 });
    // Cross-script: the same name in Latin letters finds it.
    expect(
      (await t.http.get('/api/v1/public/businesses?trade_name=Asmani%20Shin').expect(200)).body.data.map((r: { id: string }) => r.id),
    ).toContain(id);
    expect((await t.http.get(`/api/v1/public/businesses/by-uen/${uen}`).expect(200)).body.data.id).toBe(id);
    expect((await t.http.get(`/api/v1/public/businesses/${id}`).expect(200)).body.data.attributes.uen).toBe(uen);
    const claim = (await t.db.owner.query(`SELECT id FROM tn_claims WHERE holder_stream_id = $1 AND status = 'registered'`, [id])).rows[0]
      .id;
    expect((await t.http.get(`/api/v1/public/businesses/by-trade-name-id/${claim}`).expect(200)).body.data.id).toBe(id);
    // Staff find it by the same trade-name id and by UEN in the signed-in list.
    const staffList = async (query: string) =>
      (await t.http.get(`/api/v1/businesses?${query}`).set('Authorization', `Bearer ${reviewer.token}`).expect(200)).body.data.map(
        (r: { id: string }) => r.id,
      );
    expect(await staffList(`trade_name_id=${claim}`)).toEqual([id]);
    expect(await staffList(`unique_entity_number=${uen}&state=active`)).toEqual([id]);
    await t.http.get('/api/v1/public/businesses/by-uen/202600000000').expect(404);
    await t.http.get('/api/v1/public/businesses/not-a-uuid').expect(404);
    await t.http.get(`/api/v1/public/businesses/by-trade-name-id/${randomUUID()}`).expect(404);
  });

  it('is in the publications list with its filters, and out of them when they do not match', async () => {
    const find = async (query: string) =>
      (await t.http.get(`/api/v1/public/publications/businesses?${query}`).expect(200)).body.data.map((r: { id: string }) => r.id);
    const today = erbilToday();
    expect(await find('provinceId=erbil&districtId=erbil-soran&activityIds=5630,9999')).toContain(id);
    expect(await find(`publishedAtRange=${today},`)).toContain(id);
    expect(await find('provinceId=duhok')).not.toContain(id);
    expect(await find('activityIds=0111')).not.toContain(id);
    expect(await find('publishedAtRange=,2020-01-01')).not.toContain(id);
    const bad = await t.http
      .get('/api/v1/public/publications/businesses?provinceId=atlantis&publishedAtRange=yesterday,&sortBy=uen')
      .set('Accept-Language', 'en')
      .expect(422);
    expect(
      bad.body.errors.map((e: { source: { parameter?: string; pointer?: string } }) => e.source.parameter ?? e.source.pointer).sort(),
    ).toEqual(['provinceId', 'publishedAtRange', 'sortBy']);
  });

  it('is a row of the CSV and an entry of its province’s Atom feed, with stable ids', async () => {
    const csv = await t.http.get('/api/v1/public/publications/businesses.csv?provinceId=erbil').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['id', 'kind', 'uen', 'name']);
    expect(lines.find((l) => l.startsWith(`${id},business,${uen},${companyName},`))).toBeDefined();

    const feed = async (province: string) =>
      (
        await t.http
          .get(`/api/v1/public/publications/businesses.atom?provinceId=${province}`)
          .set('Accept-Language', 'en')
          .expect(200)
          .expect('Content-Type', /application\/atom\+xml/)
      ).text;
    const erbil = await feed('erbil');
    expect(erbil).toContain(`<id>urn:uuid:${id}</id>`);
    expect(erbil).toContain(`/api/v1/public/businesses/${id}"`);
    expect(erbil).toContain('Registered companies — Erbil province');
    expect(erbil).toContain('<author><name>Ministry of Trade and Industry, Kurdistan Regional Government</name></author>');
    // Ids are the same on every request, whatever address served it.
    const ids = (xml: string) => [...xml.matchAll(/<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids(erbil)).toEqual(ids(await feed('erbil')));
    expect(ids(erbil)[0]).toBe('urn:business-registry:publications:businesses:province:erbil:en');
    expect(await feed('duhok')).not.toContain(id);
  });

  it('links the Atom feed to the configured address, never to the Host header a client sends', async () => {
    const forged = (
      await t.http
        .get('/api/v1/public/publications/businesses.atom?provinceId=erbil')
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .expect(200)
    ).text;
    expect(forged).not.toContain('evil.example');
    // No PUBLIC_URL in the tests: the configured http://localhost:<PORT> (3000 by default).
    expect(forged).toContain(`href="http://localhost:3000/api/v1/public/businesses/${id}"`);
    expect(forged).toMatch(/<link rel="self"[^>]*href="http:\/\/localhost:3000\/api\/v1\/public\/publications\/businesses\.atom\?/);
  });

  it('publishes nothing personal: no UPN, e-mail, phone number or person’s name anywhere public', async () => {
    const details = (await t.http.get(`/api/v1/businesses/${id}`).set('Authorization', `Bearer ${applicant.token}`).expect(200)).body.data
      .attributes.details;
    const personal = [
      ...Object.values(PEOPLE).flatMap((p) => [p.upn, p.firstName, p.lastName]),
      applicant.email,
      details.email,
      details.ceo.phone_number,
      details.contract.lawyer_phone,
      details.contract.lawyer_name,
    ].filter((v): v is string => typeof v === 'string' && v.length > 2);
    const pages = [
      (await t.http.get('/api/v1/public/businesses').expect(200)).text,
      (await t.http.get(`/api/v1/public/businesses/${id}`).expect(200)).text,
      (await t.http.get(`/api/v1/public/businesses/by-uen/${uen}`).expect(200)).text,
      (await t.http.get('/api/v1/public/publications/businesses').expect(200)).text,
      (await t.http.get('/api/v1/public/publications/businesses.csv').expect(200)).text,
      (await t.http.get('/api/v1/public/publications/businesses.atom').expect(200)).text,
    ];
    for (const value of personal) for (const page of pages) expect(page).not.toContain(value);
  });
});

describe('the signed-in lists', () => {
  it('filter by every field of spec §7, scoped by role, and name the field of a bad value', async () => {
    const owner = await applicantToken(t);
    const other = await applicantToken(t);
    const payload = await tradeNamePayload(t, owner.token, 'نانەواخانەی گەرمیان', {
      activity_ids: ['1071'],
      district_id: 'erbil-soran',
      protection_level: 'district_level',
    });
    const id = (await write(t.http.post('/api/v1/trade_names'), { token: owner.token }).send(payload).expect(201)).body.data.id;
    // Waiting for the process is waiting until the read models show the assignment (and so the submission).
    const assigned = await transitRequest(t, 'trade_names', id, 'assign', director, 1, { assigneeId: reviewer.userId })
      .set(async)
      .expect(202);
    await untilDone(assigned.headers.location!, director);

    const list = async (token: string, query: string) => {
      const res = await t.http.get(`/api/v1/trade_names?${query}`).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'en');
      return res.status === 200
        ? res.body.data.map((r: { id: string }) => r.id)
        : res.body.errors.map((e: { source: { parameter?: string; pointer?: string } }) => e.source.parameter ?? e.source.pointer);
    };
    const today = erbilToday();
    for (const query of [
      `id=${id}`,
      'name=Nanawaxanay%20Garmiyan',
      'activityIds=1071',
      'districtId=erbil-soran',
      'provinceId=erbil',
      'protectionLevel=district_level',
      'tradeNameType=profession',
      'standAlone=true',
      'status=open',
      'workflowState=submitted',
      `createdAtRange=${today},${today}`,
      'sortBy=-name&sortOrder=asc',
      'overdue=false',
    ]) {
      expect([query, await list(owner.token, query)]).toEqual([query, [id]]);
    }
    for (const query of [
      'activityIds=0111',
      'districtId=duhok-zakho',
      'status=active',
      'workflowState=granted',
      'standAlone=false',
      'createdAtRange=,2020-01-01',
      'establishedAtRange=2020-01-01,',
      'overdue=true',
    ]) {
      expect([query, await list(owner.token, query)]).toEqual([query, []]);
    }
    expect(await list(other.token, `id=${id}`)).toEqual([]);
    // Staff search by owner and assignee; applicants may not search people.
    expect(await list(reviewer.token, `ownersUPN=${payload.upn}&id=${id}`)).toEqual([id]);
    expect(await list(reviewer.token, `assigneeId=me&id=${id}`)).toEqual([id]);
    expect(await list(reviewer.token, `assigneeId=none&id=${id}`)).toEqual([]);
    expect(await list(owner.token, `ownersUPN=${payload.upn}`)).toEqual(['ownersUPN']);
    expect((await list(owner.token, 'status=nonsense&createdAtRange=2026-02-30,&standAlone=maybe&sortBy=owner&id=42')).sort()).toEqual([
      'createdAtRange',
      'id',
      'sortBy',
      'standAlone',
      'status',
    ]);

    const row = (await t.http.get(`/api/v1/trade_names?id=${id}`).set('Authorization', `Bearer ${reviewer.token}`).expect(200)).body.data[0]
      .attributes;
    expect(row).toMatchObject({
      status: 'submitted',
      state: 'open',
      assigneeId: reviewer.userId,
      provinceId: 'erbil',
      activityIds: ['1071'],
      overdue: false,
    });
    expect(new Date(row.answerDueAt).getTime()).toBeGreaterThan(new Date(row.submittedAt).getTime());
    expect(new Date(row.dueAt).getTime()).toBeGreaterThan(new Date(row.submittedAt).getTime());
    // The application itself promises the same times, and "my applications" lists every kind with the next steps.
    const own = (await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${owner.token}`).expect(200)).body.data
      .attributes;
    expect([own.answerDueAt, own.dueAt]).toEqual([row.answerDueAt, row.dueAt]);
    const mine = (await t.http.get('/api/v1/applications').set('Authorization', `Bearer ${owner.token}`).expect(200)).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id,
      type: 'applications',
      attributes: { kind: 'trade-name', status: 'submitted', nextActions: expect.arrayContaining(['request_transfer']) },
    });
    expect(mine[0].attributes.nextActions).not.toContain('start_legal_check');
    const queue = (
      await t.http
        .get(`/api/v1/applications?assigneeId=me&status=open&sortBy=dueAt`)
        .set('Authorization', `Bearer ${reviewer.token}`)
        .expect(200)
    ).body.data;
    expect(queue.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(queue[0].attributes.nextActions).toContain('start_legal_check');
  });
});

describe('audit against what the API said', () => {
  it('folds each version to the state the API answered at that version, and the chain check catches an edited event', async () => {
    const applicant = await applicantToken(t);
    const id = (
      await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
        .send(await tradeNamePayload(t, applicant.token, 'دەرمانخانەی کانی'))
        .expect(201)
    ).body.data.id;
    const answered = new Map<number, { status: string; details: unknown; ownerEmail: string }>();
    const remember = (body: { data: { attributes: { version: number; status: string; details: unknown; ownerEmail: string } } }) => {
      const { version, status, details, ownerEmail } = body.data.attributes;
      answered.set(version, { status, details, ownerEmail });
    };
    remember((await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${applicant.token}`).expect(200)).body);
    remember((await transitRequest(t, 'trade_names', id, 'start_legal_check', reviewer.token, 1).expect(200)).body);
    remember(
      (
        await transitRequest(t, 'trade_names', id, 'return_to_applicant', reviewer.token, 2, {
          reason: 'Name',
          fieldComments: { name: 'Add the district' },
        }).expect(200)
      ).body,
    );
    remember(
      (
        await write(t.http.put(`/api/v1/trade_names/${id}`), { token: applicant.token })
          .send({ section: 'trade-name-info', changes: { name: 'دەرمانخانەی کانی سۆران' } })
          .expect(200)
      ).body,
    );
    remember((await transitRequest(t, 'trade_names', id, 'resubmit', applicant.token, 4).expect(200)).body);
    expect([...answered.keys()]).toEqual([1, 2, 3, 4, 5]);
    // The reviewer sees what the applicant changed since the return, and only that.
    const resubmission = (
      await t.http.get(`/api/v1/trade_names/${id}/resubmission`).set('Authorization', `Bearer ${reviewer.token}`).expect(200)
    ).body.data.attributes;
    expect(resubmission).toMatchObject({
      resubmitted: true,
      from: 2,
      to: 5,
      changes: [{ path: 'details.name', before: 'دەرمانخانەی کانی', after: 'دەرمانخانەی کانی سۆران' }],
    });
    await t.http.get(`/api/v1/trade_names/${id}/resubmission`).set('Authorization', `Bearer ${applicant.token}`).expect(403);
    for (const [version, said] of answered) {
      const audited = (
        await t.http.get(`/api/v1/audit/trade-names/${id}/state?version=${version}`).set('Authorization', `Bearer ${auditor}`).expect(200)
      ).body.data.attributes;
      expect(audited.state).toMatchObject(said);
    }

    const verify = async () =>
      (await t.http.get(`/api/v1/audit/trade-names/${id}/verify`).set('Authorization', `Bearer ${auditor}`).expect(200)).body.data
        .attributes;
    expect(await verify()).toMatchObject({ ok: true, problems: [] });
    const client = await t.db.owner.connect();
    try {
      await client.query('BEGIN');
      await client.query('ALTER TABLE es_events DISABLE TRIGGER es_events_append_only');
      await client.query(
        `UPDATE es_events SET data = jsonb_set(data, '{reason}', '"nothing to see"') WHERE stream_id = $1 AND stream_version = 3`,
        [id],
      );
      await client.query('ALTER TABLE es_events ENABLE TRIGGER es_events_append_only');
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const broken = await verify();
    expect(broken.ok).toBe(false);
    expect(broken.problems).toContainEqual(expect.objectContaining({ streamVersion: 3, problem: 'content-altered' }));
  });
});
