import { randomUUID } from 'node:crypto';
import { applicantToken, staffToken, write } from './support/http.js';
import { seedCivilRegistry, tradeNamePayload, transitRequest } from './support/applications.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 24 §1 over HTTP: an application's history exported as JSON and CSV with its chain
 * verification, one actor's trail across streams, the security log's filters, and the
 * auditors' permission (`audit.read`) on all three.
 */
let t: TestApp;
let auditor: { token: string; userId: string; email: string };
let reviewer: { token: string; userId: string; email: string };
let admin: { token: string; userId: string; email: string };
let applicant: { token: string; email: string };
let applicationId: string;

const get = (path: string, token: string, locale = 'en') =>
  t.http.get(path).set('Authorization', `Bearer ${token}`).set('Accept-Language', locale);
const exportOf = (id: string, format: string, token = auditor.token) =>
  get(`/api/admin/trade-names/${id}/history/export?format=${format}`, token);
const signIn = (email: string, password: string) =>
  write(t.http.post('/api/v1/sign-in'), { idempotencyKey: null }).set('Accept-Language', 'en').send({ email, password });

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  auditor = await staffToken(t, ['auditor']);
  reviewer = await staffToken(t, ['reviewer']);
  admin = await staffToken(t, ['system_admin']);
  await t.db.owner.query(`UPDATE staff_users SET first_name = 'Rezan', last_name = 'Karim' WHERE id = $1`, [reviewer.userId]);
  applicant = await applicantToken(t, `audit-${randomUUID()}@example.org`);
  const created = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
    .send(await tradeNamePayload(t, applicant.token, 'باخچەی کاژاو'))
    .expect(201);
  applicationId = created.body.data.id;
  await transitRequest(t, 'trade_names', applicationId, 'start_legal_check', reviewer.token, 1).expect(200);
});
afterAll(() => t.close());

describe('history export', () => {
  it('answers JSON with every event (actor named, payload, hash) and the chain verified', async () => {
    const res = await exportOf(applicationId, 'json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="history-trade-names-${applicationId}-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    );
    const body = JSON.parse(res.text);
    expect(body.application).toEqual({ kind: 'trade-names', id: applicationId });
    expect(body.verification).toMatchObject({ ok: true, problems: [] });
    expect(body.events.map((e: { type: string }) => e.type)).toEqual(['trade-name.submitted', 'trade-name.legal-check-started']);
    expect(body.events[0]).toMatchObject({
      version: 1,
      actor: { kind: 'applicant', id: applicant.email, name: applicant.email },
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(body.events[0].data.details.name).toBe('باخچەی کاژاو');
    expect(body.events[1].actor).toEqual({ kind: 'staff', id: reviewer.userId, name: 'Rezan Karim' });
  });

  it('answers CSV in UTF-8 with a BOM, one row per event, the verification on each row, formulas defused', async () => {
    const res = await exportOf(applicationId, 'csv')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'application_kind,application_id,version,event_id,event_type,recorded_at,actor_kind,actor_id,actor_name,data,hash,chain_verified,chain_problem',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`trade-names,${applicationId},1,`);
    expect(lines[1]).toContain(`,applicant,${applicant.email},${applicant.email},`);
    expect(lines[2]).toContain(`,staff,${reviewer.userId},Rezan Karim,`);
    expect(lines[1]).toContain('باخچەی کاژاو');
    expect(lines.slice(1).every((l) => l.endsWith(',true,'))).toBe(true);
  });

  it('quotes a field that would start a formula in a spreadsheet', async () => {
    await t.db.owner.query(`UPDATE staff_users SET first_name = '=HYPERLINK("http://x")', last_name = '' WHERE id = $1`, [reviewer.userId]);
    try {
      const csv = (await exportOf(applicationId, 'csv').expect(200)).text;
      expect(csv).toContain(`,"'=HYPERLINK(""http://x"")",`);
      expect(csv).not.toMatch(/,=HYPERLINK/);
    } finally {
      await t.db.owner.query(`UPDATE staff_users SET first_name = 'Rezan', last_name = 'Karim' WHERE id = $1`, [reviewer.userId]);
    }
  });

  it('reports a rewritten event in both formats', async () => {
    const applicantB = await applicantToken(t, `audit-${randomUUID()}@example.org`);
    const created = await write(t.http.post('/api/v1/trade_names'), { token: applicantB.token })
      .send(await tradeNamePayload(t, applicantB.token, 'دارستانی کەسک'))
      .expect(201);
    const id = created.body.data.id as string;
    // As an operator with the owner's rights would: past the append-only trigger.
    await t.db.owner.query(`ALTER TABLE es_events DISABLE TRIGGER USER`);
    try {
      await t.db.owner.query(
        `UPDATE es_events SET data = jsonb_set(data, '{details,name}', '"گۆڕدراو"') WHERE stream_id = $1 AND stream_version = 1`,
        [id],
      );
    } finally {
      await t.db.owner.query(`ALTER TABLE es_events ENABLE TRIGGER USER`);
    }
    const json = JSON.parse((await exportOf(id, 'json').expect(200)).text);
    expect(json.verification.ok).toBe(false);
    expect(json.verification.problems).toContainEqual(expect.objectContaining({ streamVersion: 1, problem: 'content-altered' }));
    const csv = (await exportOf(id, 'csv').expect(200)).text;
    expect(csv.trimEnd().split('\r\n')[1]).toMatch(/,false,content-altered$/);
  });

  it('refuses another format (422 on format), an unknown kind or id (404), a reviewer (403) and no session (401)', async () => {
    const bad = await exportOf(applicationId, 'xlsx').expect(422);
    expect(bad.body.errors[0].source).toEqual({ parameter: 'format' });
    await get(`/api/admin/lorries/${applicationId}/history/export`, auditor.token).expect(404);
    await exportOf(randomUUID(), 'json').expect(404);
    await get(`/api/admin/businesses/${applicationId}/history/export`, auditor.token).expect(404);
    const refused = await exportOf(applicationId, 'json', reviewer.token).expect(403);
    expect(refused.body.errors[0].code).toBeDefined();
    await t.http.get(`/api/admin/trade-names/${applicationId}/history/export`).expect(401);
  });
});

describe('per-user trail', () => {
  it('lists what a staff member did across streams, newest first, by id or e-mail, paged', async () => {
    // The record is named by the list's read model (its reference and name), which catches up on its own.
    for (let waited = 0; waited < 10_000; waited += 50) {
      const indexed = await t.db.owner.query('SELECT 1 FROM rm_applications WHERE stream_id = $1 AND reference IS NOT NULL', [
        applicationId,
      ]);
      if (indexed.rowCount) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const res = await get(`/api/admin/audit-trail?actor=${reviewer.userId}`, auditor.token).expect(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body).toEqual([
      expect.objectContaining({
        streamId: applicationId,
        resource: 'trade-names',
        reference: expect.stringMatching(/^TN-\d{4}-\d+$/),
        name: 'باخچەی کاژاو',
        type: 'trade-name.legal-check-started',
        version: 2,
        actor: { kind: 'staff', id: reviewer.userId, name: 'Rezan Karim' },
      }),
    ]);
    const byEmail = await get(`/api/admin/audit-trail?actor=${encodeURIComponent(reviewer.email.toUpperCase())}`, auditor.token).expect(
      200,
    );
    expect(byEmail.body.map((e: { id: string }) => e.id)).toEqual(res.body.map((e: { id: string }) => e.id));
  });

  it("lists an applicant's events by e-mail and filters by date (a day in Baghdad, or an instant)", async () => {
    const all = await get(`/api/admin/audit-trail?actor=${encodeURIComponent(applicant.email)}`, auditor.token).expect(200);
    expect(all.body.map((e: { type: string }) => e.type)).toEqual(['trade-name.submitted']);
    const recordedAt = new Date(all.body[0].recordedAt);
    const baghdadDay = new Date(recordedAt.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    const sameDay = await get(
      `/api/admin/audit-trail?actor=${encodeURIComponent(applicant.email)}&at_gte=${baghdadDay}&at_lte=${baghdadDay}`,
      auditor.token,
    ).expect(200);
    expect(sameDay.body).toHaveLength(1);
    const later = new Date(recordedAt.getTime() + 1000).toISOString();
    const after = await get(`/api/admin/audit-trail?actor=${encodeURIComponent(applicant.email)}&at_gte=${later}`, auditor.token).expect(
      200,
    );
    expect(after.body).toEqual([]);
    expect(after.headers['x-total-count']).toBe('0');
    const paged = await get(`/api/admin/audit-trail?actor=${encodeURIComponent(applicant.email)}&_start=1&_end=2`, auditor.token).expect(
      200,
    );
    expect(paged.body).toEqual([]);
    expect(paged.headers['x-total-count']).toBe('1');
  });

  it('refuses a bad date by its parameter (422, never 500), a missing actor, and a reviewer (403)', async () => {
    for (const value of ['2026-02-30', 'yesterday', '2026-01-01T10:00']) {
      const res = await get(`/api/admin/audit-trail?actor=${reviewer.userId}&at_gte=${encodeURIComponent(value)}`, auditor.token).expect(
        422,
      );
      expect(res.body.errors[0].source).toEqual({ parameter: 'at_gte' });
    }
    const ckb = await get(`/api/admin/audit-trail?actor=${reviewer.userId}&at_lte=2026-13-01`, auditor.token, 'ckb').expect(422);
    expect(ckb.body.errors[0].source).toEqual({ parameter: 'at_lte' });
    expect(ckb.body.errors[0].title).not.toMatch(/[A-Za-z]{4}/);
    const missing = await get('/api/admin/audit-trail', auditor.token).expect(422);
    expect(missing.body.errors[0].source).toEqual({ parameter: 'actor' });
    await get(`/api/admin/audit-trail?actor=${reviewer.userId}`, reviewer.token).expect(403);
  });
});

describe('security log', () => {
  let staff: { id: string; email: string; password: string };

  beforeAll(async () => {
    const email = `audited-${randomUUID()}@registry.test`;
    const password = `pw-${randomUUID()}`;
    const created = await write(t.http.post('/api/v1/users'), { token: admin.token })
      .send({ email, first_name: 'Hawre', last_name: 'Salih', roles: ['reviewer'], password })
      .expect(201);
    staff = { id: created.body.data.id, email, password };
    await signIn(email, password).expect(200);
    for (let i = 0; i < 5; i += 1) await signIn(email, 'not-the-password').expect(401);
    await write(t.http.patch(`/api/v1/users/${staff.id}`), { token: admin.token })
      .send({ version: created.body.data.attributes.version, roles: ['reviewer', 'director'] })
      .expect(200);
  });

  const log = (query: string, token = auditor.token) => get(`/api/admin/security-log?${query}`, token);

  it("lists a user's rows newest first, by id or by e-mail (the failed attempts name only the e-mail)", async () => {
    const byId = await log(`user=${staff.id}`).expect(200);
    expect(byId.body.map((r: { event: string }) => r.event)).toEqual([
      'user.updated',
      ...Array(5).fill('sign-in.failed'),
      'sign-in.succeeded',
      'user.created',
    ]);
    expect(byId.headers['x-total-count']).toBe('8');
    expect(byId.body.at(-1)).toMatchObject({ actor: `staff:${admin.userId}`, subject: `staff:${staff.id}`, subjectName: 'Hawre Salih' });
    const byEmail = await log(`user=${encodeURIComponent(staff.email)}`).expect(200);
    expect(byEmail.body.map((r: { id: string }) => r.id)).toEqual(byId.body.map((r: { id: string }) => r.id));
  });

  it('filters by kind: failures, the lock-out, role changes; several kinds at once', async () => {
    const failed = await log(`user=${staff.id}&event=sign-in.failed`).expect(200);
    expect(failed.body).toHaveLength(5);
    const locked = await log(`user=${staff.id}&event=sign-in.locked-out`).expect(200);
    expect(locked.body).toEqual([expect.objectContaining({ event: 'sign-in.failed', details: expect.objectContaining({ locked: true }) })]);
    const roles = await log(`user=${staff.id}&event=user.roles-changed`).expect(200);
    expect(roles.body).toEqual([expect.objectContaining({ event: 'user.updated', actorName: 'Test Staff' })]);
    const two = await log(`user=${staff.id}&event=sign-in.succeeded,user.created`).expect(200);
    expect(two.body.map((r: { event: string }) => r.event)).toEqual(['sign-in.succeeded', 'user.created']);
  });

  it('filters by date range (days in Baghdad and instants)', async () => {
    const rows = (await log(`user=${staff.id}`).expect(200)).body as { at: string }[];
    const newest = new Date(rows[0]!.at);
    const future = await log(`user=${staff.id}&at_gte=${encodeURIComponent(new Date(newest.getTime() + 1).toISOString())}`).expect(200);
    expect(future.body).toEqual([]);
    const upToNewest = await log(`user=${staff.id}&at_lte=${encodeURIComponent(newest.toISOString())}`).expect(200);
    expect(upToNewest.body).toHaveLength(8);
    const today = new Date(newest.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(newest.getTime() + 3 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await log(`user=${staff.id}&at_gte=${today}&at_lte=${today}`).expect(200)).body).toHaveLength(8);
    expect((await log(`user=${staff.id}&at_lte=${yesterday}`).expect(200)).body).toEqual([]);
  });

  it('refuses bad filters by parameter (422) and a reviewer (403)', async () => {
    const kind = await log('event=sign-in.exploded').expect(422);
    expect(kind.body.errors[0].source).toEqual({ parameter: 'event' });
    const date = await log('at_gte=2026-02-31').expect(422);
    expect(date.body.errors[0].source).toEqual({ parameter: 'at_gte' });
    await log('', reviewer.token).expect(403);
    await t.http.get('/api/admin/security-log').expect(401);
  });
});
