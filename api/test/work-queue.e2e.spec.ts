import { randomUUID } from 'node:crypto';
import { PEOPLE } from '@registry/domain/applications/rules/payloads.fixture';
import { applicantToken, staffToken, write } from './support/http.js';
import { companyPayload, seedCivilRegistry, tradeNamePayload, transitRequest } from './support/applications.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { StaffDueReminders } from '../src/modules/admin-review/notifications/staff-due-reminders.js';
import { eventually } from './support/eventually.js';
import { PG_POOL } from '../src/tokens.js';
import type pg from 'pg';

/**
 * The reviewer's work distribution (issue 22 §3, §6, §7): the queue's order, states, search;
 * claim-next and its race; exclusive assignment; staff notifications in the back office and by
 * e-mail per the staff member's channel; internal notes that never reach the applicant.
 */
let t: TestApp;
type Staff = { token: string; userId: string; email: string };
let reviewerA: Staff;
let reviewerB: Staff;
let director: Staff;
let reviewerDirector: Staff;
const applicants: { token: string; email: string }[] = [];
const names = ['ئاسۆی باخچە', 'بەفرینی چیا', 'چنارەی شار', 'دارستانی سەوز'] as const;
const tradeNames: string[] = [];
let company: string;
/** What reviewer A claimed, in order. */
const claimedByA: string[] = [];
const claimedByB: string[] = [];

const admin = (path: string, token: string) =>
  t.http.get(`/api/admin${path}`).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'en');
const claimNext = (token: string, body: object = {}) =>
  write(t.http.post('/api/admin/claim-next'), { token }).set('Accept-Language', 'en').send(body);

const versionOf = async (id: string, token: string) => (await admin(`/trade-names/${id}`, token).expect(200)).body.version as number;
const notificationsOf = async (token: string) =>
  (await admin('/notifications?_start=0&_end=100', token).expect(200)).body as { message: string; messageCode: string; link: string }[];

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  reviewerA = await staffToken(t, ['reviewer']);
  reviewerB = await staffToken(t, ['reviewer']);
  director = await staffToken(t, ['director']);
  reviewerDirector = await staffToken(t, ['reviewer', 'director']);
  // Submitted one after another: the first submitted falls due first.
  for (const [i, name] of names.entries()) {
    const applicant = await applicantToken(t, `work-queue-${i}-${randomUUID()}@example.org`);
    applicants.push(applicant);
    const payload = await tradeNamePayload(
      t,
      applicant.token,
      name,
      i === 3 ? { upn: PEOPLE.lawyer.upn, partners: [{ type: 'natural', upn: PEOPLE.lawyer.upn, owning_percentage: 100 }] } : {},
    );
    const res = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token }).send(payload).expect(201);
    tradeNames.push(res.body.data.id);
    await new Promise((r) => setTimeout(r, 20));
  }
  const owner = await applicantToken(t, `work-queue-company-${randomUUID()}@example.org`);
  company = (
    await write(t.http.post('/api/v1/businesses'), { token: owner.token })
      .send(await companyPayload(t, owner.token, {}))
      .expect(201)
  ).body.data.id;
  await eventually(
    () => admin('/applications?status=open', director.token),
    (res) => res.body.length === 5,
    'five open applications',
  );
}, 90_000);
afterAll(() => t.close());

describe('the queue', () => {
  it('lists by due time by default, takes several states or "open", and searches by name, UEN-free UPN, reference and e-mail in one box', async () => {
    const ids = async (query: string) =>
      (await admin(`/trade-names?${query}`, reviewerA.token).expect(200)).body.map((r: { id: string }) => r.id);
    // Oldest due first without asking; the explicit order agrees.
    expect(await ids('')).toEqual(tradeNames);
    expect(await ids('_sort=dueAt&_order=ASC')).toEqual(tradeNames);
    expect((await ids('status=submitted,legal_checking')).sort()).toEqual([...tradeNames].sort());
    expect((await ids('status=open')).sort()).toEqual([...tradeNames].sort());
    expect(await ids('status=granted,rejected')).toEqual([]);
    // One box: a name, a partner's UPN, a reference (the id's first 8 characters), the applicant's e-mail.
    expect(await ids(`q=${encodeURIComponent(names[2])}`)).toContain(tradeNames[2]);
    expect(await ids(`q=${PEOPLE.lawyer.upn}`)).toEqual([tradeNames[3]]);
    expect(await ids(`q=${PEOPLE.partner.upn}`)).toEqual(tradeNames.slice(0, 3));
    expect(await ids(`q=${tradeNames[1]!.slice(0, 8)}`)).toEqual([tradeNames[1]]);
    expect(await ids(`q=${encodeURIComponent(applicants[0]!.email.toUpperCase())}`)).toEqual([tradeNames[0]]);
    expect(await ids('q=nobody%40example.org')).toEqual([]);
    // The same box does not let an applicant search others' UPNs or e-mails.
    await t.http.get(`/api/v1/trade_names?search=${PEOPLE.partner.upn}`).set('Authorization', `Bearer ${applicants[0]!.token}`).expect(422);
  });
});

describe('claim next', () => {
  it('gives two reviewers claiming at once two different applications, the oldest due first, each assigned to its claimer', async () => {
    const [a, b] = await Promise.all([
      claimNext(reviewerA.token, { kind: 'trade-name' }),
      claimNext(reviewerB.token, { kind: 'trade-name' }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.id).not.toBe(b.body.id);
    expect(new Set([a.body.id, b.body.id])).toEqual(new Set(tradeNames.slice(0, 2)));
    expect(a.body).toMatchObject({ kind: 'trade-name', resource: 'trade-names' });
    claimedByA.push(a.body.id);
    claimedByB.push(b.body.id);
    const byId = { [a.body.id]: reviewerA.userId, [b.body.id]: reviewerB.userId };
    for (const [id, assignee] of Object.entries(byId))
      expect((await admin(`/trade-names/${id}`, director.token).expect(200)).body.assigneeId).toBe(assignee);
  });

  it('under a burst of claims hands out each application once, then says nothing waits (404 with its code)', async () => {
    const claimers = [reviewerA, reviewerB, reviewerA, reviewerB];
    const results = await Promise.all(claimers.map((r) => claimNext(r.token)));
    const claimed = results.filter((r) => r.status === 200).map((r) => r.body.id as string);
    // Three were left (two trade names and the company); each is claimed exactly once.
    expect(claimed).toHaveLength(3);
    expect(new Set(claimed)).toEqual(new Set([tradeNames[2], tradeNames[3], company]));
    const refused = results.find((r) => r.status !== 200)!;
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'queue.nothing-to-claim',
      title: 'No unassigned application is waiting in your queues',
    });
    // Only a reviewer claims.
    await claimNext(director.token).expect(403);
  });

  it("refuses to claim an application someone holds, whatever the read model still says (409, the claim's code)", async () => {
    const held = claimedByA[0]!;
    const taken = await transitRequest(t, 'trade_names', held, 'claim', reviewerB.token, await versionOf(held, reviewerB.token)).expect(
      409,
    );
    expect(taken.body.errors[0]).toMatchObject({
      code: 'application.already-assigned',
      title: expect.stringContaining('already assigned'),
    });
    expect((await admin(`/trade-names/${held}`, director.token).expect(200)).body.assigneeId).toBe(reviewerA.userId);
  });
});

describe('exclusive assignment', () => {
  it('tells a second reviewer before any click who holds a claimed case and which steps the rule refuses them, with its code', async () => {
    const id = claimedByA[0]!;
    // A name of its own for the holder (both reviewers are "Test Staff"), given back afterwards for the tests below.
    const rename = (first: string, last: string) =>
      t.db.owner.query(`UPDATE staff_users SET first_name = $2, last_name = $3 WHERE id = $1`, [reviewerA.userId, first, last]);
    await rename('ئاسۆ', 'ڕەحیم');
    try {
      const seenByB = (await admin(`/trade-names/${id}`, reviewerB.token).expect(200)).body;
      expect(seenByB).toMatchObject({ assigneeId: reviewerA.userId, assigneeName: 'ئاسۆ ڕەحیم' });
      const deskSteps = (seenByB.allowedEvents as string[]).filter((e) => !['claim', 'assign'].includes(e));
      expect(deskSteps).toContain('start_legal_check');
      expect(seenByB.refusedEvents).toEqual(Object.fromEntries(deskSteps.map((e) => [e, 'application.assigned-to-another'])));
      // The holder and a director are refused nothing on it.
      expect((await admin(`/trade-names/${id}`, reviewerA.token).expect(200)).body).toMatchObject({
        assigneeName: 'ئاسۆ ڕەحیم',
        refusedEvents: {},
      });
      expect((await admin(`/trade-names/${id}`, reviewerDirector.token).expect(200)).body.refusedEvents).toEqual({});
    } finally {
      await rename('Test', 'Staff');
    }
  });

  it('refuses a step to another reviewer with the coded reason, and lets the assignee or a director act', async () => {
    const id = claimedByA[0]!;
    const version = await versionOf(id, reviewerA.token);
    const refused = await transitRequest(t, 'trade_names', id, 'start_legal_check', reviewerB.token, version).expect(403);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'application.assigned-to-another',
      title: expect.stringContaining('assigned to another member of staff'),
    });
    const ckb = await transitRequest(t, 'trade_names', id, 'start_legal_check', reviewerB.token, version)
      .set('Accept-Language', 'ckb')
      .expect(403);
    expect(ckb.body.errors[0].title).toContain('دراوەتە کارمەندێکی تر');
    await transitRequest(t, 'trade_names', id, 'start_legal_check', reviewerA.token, version).expect(200);
    // A director (here also a reviewer) may act on anyone's application.
    await transitRequest(t, 'trade_names', id, 'recommend_approval', reviewerDirector.token, version + 1).expect(200);
  });
});

describe('staff notifications', () => {
  it('tells an assignee in the back office, and by e-mail when they chose it; a claim tells nobody', async () => {
    const self = (await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${reviewerB.token}`).expect(200)).body.data
      .attributes;
    await write(t.http.patch('/api/v1/users/self'), { token: reviewerB.token })
      .send({ version: self.version, locale: 'en', notification_channel: 'in_app_and_email' })
      .expect(200);
    // Reviewer A's application goes to B by the director's hand.
    const id = claimedByA[0]!;
    await transitRequest(t, 'trade_names', id, 'assign', director.token, await versionOf(id, director.token), {
      assigneeId: reviewerB.userId,
    }).expect(200);
    const notes = await eventually(
      () => notificationsOf(reviewerB.token),
      (n) => n.some((x) => x.messageCode === 'staff-notification.assigned'),
      'B told of the assignment',
    );
    const told = notes.find((x) => x.messageCode === 'staff-notification.assigned')!;
    expect(told.message).toMatch(/^The application «.+» \(#[0-9a-f]{8}\) was assigned to you$/);
    expect(told.link).toBe(`/trade-names/${id}/show`);
    const mail = await t.mail.waitFor(reviewerB.email, (m) => m.subject.includes('was assigned to you'), 20_000);
    expect(mail.text).toContain(`/trade-names/${id}/show`);
    // The badge counts it as unread.
    const unread = await admin('/notifications?status=unread&_start=0&_end=1', reviewerB.token).expect(200);
    expect(Number(unread.headers['x-unread-count'])).toBeGreaterThanOrEqual(1);
    // Claims are their claimer's own doing: no notification; A kept the in-app default, so no e-mail either.
    expect((await notificationsOf(reviewerA.token)).filter((x) => x.messageCode === 'staff-notification.assigned')).toEqual([]);
    expect(t.mail.list().filter((m) => m.to.includes(reviewerA.email))).toEqual([]);
  });

  it('tells the reviewer who asked for a correction that the application came back', async () => {
    const id = claimedByB[0]!;
    const owner = applicants[tradeNames.indexOf(id)]!;
    let version = await versionOf(id, reviewerB.token);
    await transitRequest(t, 'trade_names', id, 'start_legal_check', reviewerB.token, version++).expect(200);
    await transitRequest(t, 'trade_names', id, 'return_to_applicant', reviewerB.token, version++, {
      reason: 'Add the Arabic spelling',
      fieldComments: { name: 'Spell it as on the licence' },
    }).expect(200);
    await write(t.http.put(`/api/v1/trade_names/${id}?version=${version++}`), { token: owner.token })
      .send({ section: 'trade-name-info', changes: { name: `${names[tradeNames.indexOf(id)]} نوێ` } })
      .expect((res) => expect([200, 201]).toContain(res.status));
    await transitRequest(t, 'trade_names', id, 'resubmit', owner.token, version++).expect(200);
    const notes = await eventually(
      () => notificationsOf(reviewerB.token),
      (n) => n.some((x) => x.messageCode === 'staff-notification.resubmitted'),
      'B told of the resubmission',
    );
    expect(notes.find((x) => x.messageCode === 'staff-notification.resubmitted')!.message).toContain(
      'was resubmitted after your correction request',
    );
    await t.mail.waitFor(reviewerB.email, (m) => m.subject.includes('resubmitted after your correction request'), 20_000);
  });

  it('tells the assignee once when an application falls due within a working day', async () => {
    // The sweep reads rm_applications, whose runner may still hold the first submission's clock
    // (a different clock, so a different once-only notice): wait for the resubmitted name there.
    const pool = t.app.get<symbol, pg.Pool>(PG_POOL);
    await eventually(
      async () =>
        (await pool.query<{ name: string }>('SELECT name FROM rm_applications WHERE stream_id = $1', [claimedByB[0]])).rows[0]?.name,
      (name) => name?.endsWith(' نوێ') === true,
      'the resubmission in rm_applications',
    );
    // B's application, back in submitted after its resubmission, as the read model shows it.
    const row = await eventually(
      async () =>
        (
          (await admin(`/trade-names?assigneeId=${reviewerB.userId}&status=submitted&id=${claimedByB[0]}`, director.token).expect(200))
            .body as { id: string; dueAt: string }[]
        )[0],
      (r) => r !== undefined && r.dueAt !== null,
      "B's resubmitted application in the read model",
    );
    const reminders = t.app.get(StaffDueReminders);
    // A working day and more before it falls due: nothing yet.
    const due = Date.parse(row.dueAt);
    const dueSoonNotices = async () =>
      (await notificationsOf(reviewerB.token)).filter(
        (x) => x.messageCode === 'staff-notification.due-soon' && x.link === `/trade-names/${row.id}/show`,
      );
    await reminders.sweep(new Date(due - 5 * 24 * 3_600_000));
    expect(await dueSoonNotices()).toHaveLength(0);
    // A minute before: told, once.
    expect(await reminders.sweep(new Date(due - 60_000))).toBeGreaterThanOrEqual(1);
    // Half a minute later: not again. Other suites' applications may fall into the moved window,
    // so the count is of this application's notices, not of the sweep's.
    await reminders.sweep(new Date(due - 30_000));
    expect(await dueSoonNotices()).toHaveLength(1);
    await t.mail.waitFor(reviewerB.email, (m) => m.subject.includes('falls due within a working day'), 20_000);
  });
});

describe('internal notes', () => {
  const secret = `Internal: call the ministry before deciding ${randomUUID()}`;

  it('are kept beside the application for staff, with their author, and refused to applicants and to blank text', async () => {
    const id = tradeNames[0]!;
    const added = await write(t.http.post(`/api/admin/applications/${id}/notes`), { token: reviewerA.token })
      .set('Accept-Language', 'en')
      .send({ text: `  ${secret}  ` })
      .expect(201);
    expect(added.body.id).toEqual(expect.any(String));
    await write(t.http.post(`/api/admin/applications/${id}/notes`), { token: reviewerB.token })
      .send({ text: 'Second opinion: fine' })
      .expect(201);
    const notes = (await admin(`/applications/${id}/notes`, director.token).expect(200)).body;
    expect(notes).toEqual([
      { id: added.body.id, text: secret, authorId: reviewerA.userId, authorName: 'Test Staff', at: expect.any(String) },
      expect.objectContaining({ text: 'Second opinion: fine', authorId: reviewerB.userId }),
    ]);
    const blank = await write(t.http.post(`/api/admin/applications/${id}/notes`), { token: reviewerA.token })
      .set('Accept-Language', 'en')
      .send({ text: '   ' })
      .expect(422);
    expect(blank.body.errors[0]).toMatchObject({ code: 'validation.required', source: { pointer: '/text' } });
    await write(t.http.post(`/api/admin/applications/${randomUUID()}/notes`), { token: reviewerA.token })
      .send({ text: 'x' })
      .expect(404);
    await admin(`/applications/${randomUUID()}/notes`, reviewerA.token).expect(404);
    const owner = applicants[0]!;
    await t.http.get(`/api/admin/applications/${id}/notes`).set('Authorization', `Bearer ${owner.token}`).expect(403);
    await write(t.http.post(`/api/admin/applications/${id}/notes`), { token: owner.token })
      .send({ text: 'x' })
      .expect(403);
  });

  it('never show on any applicant-facing read: the application, its history, the lists, the notifications', async () => {
    const id = tradeNames[0]!;
    const owner = applicants[0]!;
    const reads = [
      `/api/v1/trade_names/${id}`,
      '/api/v1/trade_names',
      '/api/v1/applications',
      '/api/v1/notifications',
      `/api/v1/trade_names/${id}/resubmission`,
    ];
    for (const path of reads) {
      const res = await t.http.get(path).set('Authorization', `Bearer ${owner.token}`);
      expect(JSON.stringify(res.body)).not.toContain(secret);
      expect(JSON.stringify(res.body)).not.toContain('Second opinion');
    }
    const shown = (await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${owner.token}`).expect(200)).body.data
      .attributes;
    expect(shown.history.map((h: { event: string }) => h.event)).not.toContain('add_note');
  });
});
