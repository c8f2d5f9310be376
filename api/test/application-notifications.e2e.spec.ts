import { BRANCH_LABEL, KIND_PRESENTATION, statusLabel } from '@registry/domain/applications/workflow/presentation';
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { randomUUID } from 'node:crypto';
import { business, tradeName } from '@registry/domain/applications/rules/payloads.fixture';
import { Notifications } from '../src/modules/identity/notifications/notifications.service.js';
import { linkOrigin } from '../src/config/config.js';
import { companyPayload, seedCivilRegistry } from './support/applications.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';

/**
 * Applicants are told of each status change of their applications: an in-app notification in
 * their list (projection `application-notifications`) and one e-mail through the outbox, in the
 * owner's language (the account's, else the application's: mail-languages.e2e.spec.ts); read marks and the "mailed once" survive a rebuild of the projection.
 */
let t: TestApp;
let reviewer: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function upload(token: string, kind = 'identity_document'): Promise<string> {
  const res = await write(t.http.post('/api/v1/files'), { token }).field('kind', kind).attach('file', PDF, 'document.pdf').expect(201);
  return res.body.data.id;
}

/** Submitted from a screen in `language` (no Accept-Language: Central Kurdish). */
async function submitTradeName(token: string, overrides: Parameters<typeof tradeName>[0], language?: string): Promise<string> {
  const body = tradeName({ locales: undefined, identity_documents: [await upload(token)], ...overrides });
  const request = write(t.http.post('/api/v1/trade_names'), { token });
  if (language) request.set('Accept-Language', language);
  return (await request.send(body).expect(201)).body.data.id;
}

/** A business's workflow step, by the reviewer. */
const transitRequestFor = (id: string, event: string, version: number) =>
  write(t.http.put(`/api/v1/businesses/${id}/transit/${event}?version=${version}`), { token: reviewer })
    .send({})
    .expect(200);

const transit = (id: string, event: string, token: string, version: number, body: object = {}) =>
  write(t.http.put(`/api/v1/trade_names/${id}/transit/${event}?version=${version}`), { token })
    .send(body)
    .expect(200);

interface Listed {
  data: {
    id: string;
    attributes: { messageCode: string; message: string; params: Record<string, string>; link: string; status: string; created_at: string };
  }[];
  meta: { total: number; unread: number; hasMore: boolean };
}
const list = async (token: string, query: Record<string, string> = {}, locale = 'en'): Promise<Listed> =>
  (
    await t.http
      .get('/api/v1/notifications')
      .query({ rowsPerPage: '100', ...query })
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', locale)
      .expect(200)
  ).body;

async function caughtUp(): Promise<void> {
  const runner = t.runtime.projections.runner('application-notifications');
  for (let i = 0; i < 400 && (await runner.status()).lag > 0; i++) await new Promise((r) => setTimeout(r, 25));
  expect((await runner.status()).lag).toBe(0);
}

const eventIds = async (streamId: string) =>
  (
    await t.db.owner.query<{ event_id: string; type: string; recorded_at: Date }>(
      'SELECT event_id, event_type AS type, recorded_at FROM es_events WHERE stream_id = $1 ORDER BY stream_version',
      [streamId],
    )
  ).rows;

const mailsTo = (email: string) => t.mail.list().filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
async function waitForMails(email: string, n: number) {
  for (let i = 0; i < 400 && mailsTo(email).length < n; i++) await new Promise((r) => setTimeout(r, 25));
  return mailsTo(email);
}

const outboxCount = async () =>
  (await t.db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE template LIKE 'applications.status-changed%'`))
    .rows[0]!.n;

let owner: { token: string; email: string };
let other: { token: string; email: string };
let id: string;
let englishId: string;
let englishOwner: { token: string; email: string };

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  reviewer = (await staffToken(t, ['reviewer'])).token;
  owner = await applicantToken(t);
  other = await applicantToken(t);
});
afterAll(() => t.close());

const referenceOf = async (streamId: string) =>
  (await t.http.get(`/api/v1/trade_names/${streamId}`).set('Authorization', `Bearer ${reviewer}`).expect(200)).body.data.attributes
    .reference as string;

describe('notifications of application status changes', () => {
  it('tells the owner, in the list, of the submission and of each change, with kind, name, status, reason and link', async () => {
    id = await submitTradeName(owner.token, { name: 'چایخانەی ئاگاداری' });
    await transit(id, 'start_legal_check', reviewer, 1);
    await transit(id, 'return_to_applicant', reviewer, 2, { reason: 'Name spelling' });
    await caughtUp();

    const events = await eventIds(id);
    const mine = await list(owner.token);
    expect(mine.meta).toMatchObject({ total: 3, unread: 3, hasMore: false });
    expect(mine.data.map((d) => d.id)).toEqual(events.map((e) => e.event_id).reverse());
    expect(mine.data.map((d) => d.attributes.messageCode)).toEqual([
      'application-status.trade-name.returned_to_applicant.reason',
      'application-status.trade-name.legal_checking',
      'application-status.trade-name.submitted',
    ]);
    expect(mine.data[0]!.attributes).toMatchObject({
      status: 'unread',
      link: `/my-applications/trade-names/${id}`,
      params: { kind: 'trade-name', name: 'چایخانەی ئاگاداری', status: 'returned_to_applicant', reason: 'Name spelling' },
      message: 'Your application (Trade name: «چایخانەی ئاگاداری») is now: Requires correction. Reason: Name spelling',
      created_at: events[2]!.recorded_at.toISOString(),
    });
    // Read in the reader's language of the moment: Central Kurdish by default.
    const kurdish = await list(owner.token, {}, 'ckb');
    expect(kurdish.data[1]!.attributes.message).toBe(
      `دۆخی داواکارییەکەت (ناوی بازرگانی: «چایخانەی ئاگاداری») ئێستا: ${statusLabel('legal_checking', 'ckb')}`,
    );

    // Nobody else sees them, or may mark them.
    expect((await list(other.token)).meta).toMatchObject({ total: 0, unread: 0 });
    await write(t.http.put(`/api/v1/notifications/${mine.data[0]!.id}/read`), { token: other.token }).expect(404);
  });

  it('marks one as read, and lists them beside notifications written directly, newest first, with correct counts', async () => {
    const first = (await list(owner.token)).data[2]!.id; // the submission
    await write(t.http.put(`/api/v1/notifications/${first}/read`), { token: owner.token }).expect(204);
    await write(t.http.put(`/api/v1/notifications/${first}/read`), { token: owner.token }).expect(204);
    expect((await list(owner.token, { status: 'read' })).data.map((d) => d.id)).toEqual([first]);
    expect((await list(owner.token, { status: 'unread' })).meta).toMatchObject({ total: 2, unread: 2 });

    const direct = await t.app.get(Notifications).add({ recipient: `applicant:${owner.email}`, kind: 'test', messageCode: 'not-found' });
    const all = await list(owner.token, { rowsPerPage: '2' });
    expect(all.meta).toMatchObject({ total: 4, unread: 3, hasMore: true });
    expect(all.data[0]!.id).toBe(direct);
    expect((await list(owner.token, { rowsPerPage: '2', page: '2' })).data.map((d) => d.id)).toHaveLength(2);
    await write(t.http.put(`/api/v1/notifications/${direct}/read`), { token: owner.token }).expect(204);
    expect((await list(owner.token)).meta).toMatchObject({ total: 4, unread: 2 });
  });

  it('mails the owner once per status change, in the language the application was made in when the account names none (Central Kurdish by default)', async () => {
    const mails = await waitForMails(owner.email, 3);
    expect(mails).toHaveLength(3);
    const returned = mails.find((m) => m.subject.includes('پێویستی بە ڕاستکردنەوە هەیە'))!;
    const reference = await referenceOf(id);
    expect(returned.subject).toBe(`داواکارییەکەت ${reference} — ناوی بازرگانی «چایخانەی ئاگاداری»: پێویستی بە ڕاستکردنەوە هەیە`);
    expect(returned.text).toContain('هۆکار: Name spelling');
    expect(returned.text).toContain(`ژمارەی سەرچاوە: ${reference}`);
    // An absolute link (PUBLIC_URL; outside production the portal's own origin), which a mail client can open.
    expect(returned.text).toContain(`${linkOrigin(t.runtime.config)}/my-applications/trade-names/${id}`);
    expect(returned.html).toContain('dir="rtl"');
    expect(mails.some((m) => m.subject.endsWith(statusLabel('legal_checking', 'ckb')))).toBe(true);
    expect(mails.some((m) => m.subject.endsWith(statusLabel('submitted', 'ckb')))).toBe(true);

    // Made from an English screen: the e-mails are in English (the trade name's own language is not the applicant's).
    englishOwner = await applicantToken(t);
    englishId = await submitTradeName(englishOwner.token, { locale: 'en', name: 'Blue River Tea House' }, 'en');
    await transit(englishId, 'start_legal_check', reviewer, 1);
    const sent = await waitForMails(englishOwner.email, 2);
    const englishReference = await referenceOf(englishId);
    expect(sent.map((m) => m.subject).sort()).toEqual(
      [
        `Your application ${englishReference} — Trade name «Blue River Tea House»: ${statusLabel('submitted', 'en')}`,
        `Your application ${englishReference} — Trade name «Blue River Tea House»: ${statusLabel('legal_checking', 'en')}`,
      ].sort(),
    );
    expect(sent[0]!.text).toContain(
      `Follow it in the Business Registry portal: ${linkOrigin(t.runtime.config)}/my-applications/trade-names/${englishId}`,
    );
    expect(sent[0]!.html).toContain('dir="ltr"');
    const keys = (await t.db.owner.query(`SELECT idempotency_key FROM mail_outbox WHERE recipient = $1`, [englishOwner.email])).rows.map(
      (r) => r.idempotency_key,
    );
    expect(keys.sort()).toEqual((await eventIds(englishId)).map((e) => `status-mail:${e.event_id}`).sort());
  });

  it('tells the new owner of a confirmed transfer (in-app and by e-mail), the previous one by e-mail, and sends later changes to the new one', async () => {
    const newEmail = `new-owner-${randomUUID()}@example.org`;
    await write(
      t.http.post(`/api/v1/trade_names/${englishId}/request_otp_for_transfer_ownership?new_email=${encodeURIComponent(newEmail)}`),
      { token: englishOwner.token },
    ).expect(200);
    const code = /(?<!\d)(\d{6})(?!\d)/.exec((await t.mail.waitFor(newEmail)).text)![1];
    await write(t.http.put(`/api/v1/trade_names/${englishId}/request_transfer_ownership`), { token: englishOwner.token })
      .send({ code, approvalDocuments: [await upload(englishOwner.token, 'approval_document')] })
      .expect(200);
    const version = (await eventIds(englishId)).length;
    await transit(englishId, 'return_to_applicant', reviewer, version, { reason: 'Activity' });
    await caughtUp();

    const newOwner = await applicantToken(t, newEmail);
    const theirs = await list(newOwner.token);
    expect(theirs.data.map((d) => d.attributes.messageCode)).toEqual([
      'application-status.trade-name.returned_to_applicant.reason',
      'application-status.trade-name.transferred',
    ]);
    expect(theirs.data[1]!.attributes.message).toBe('The application (Trade name: «Blue River Tea House») was transferred to your e-mail');
    // The old owner keeps what they were told while it was theirs, and nothing after.
    expect((await list(englishOwner.token)).meta.total).toBe(2);
    const reference = await referenceOf(englishId);
    const mails = await waitForMails(newEmail, 3);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Application ${reference} is now yours — Trade name «Blue River Tea House»`,
        `Your application ${reference} — Trade name «Blue River Tea House»: Requires correction`,
      ]),
    );
    expect(mails).toHaveLength(3); // the transfer code, the transfer confirmed, the return
    // The previous owner is told too, naming the new one (issue 34 §6).
    const away = (await t.mail.waitFor(englishOwner.email, (m) => m.subject.startsWith(`Your application ${reference} was transferred`)))!;
    expect(away.text).toContain(newEmail);

    // The old owner's page, still open, is told it was transferred: 410, not "not found" (issue 34 §6).
    for (const [language, words] of [
      ['en', 'This application was transferred to a new owner'],
      ['ckb', 'ئەم داواکارییە گوازرایەوە بۆ خاوەنێکی نوێ'],
    ] as const) {
      const gone = await t.http
        .get(`/api/v1/trade_names/${englishId}`)
        .set('Authorization', `Bearer ${englishOwner.token}`)
        .set('Accept-Language', language)
        .expect(410);
      expect(gone.body.errors[0]).toMatchObject({ code: 'application.transferred' });
      expect(gone.body.errors[0].detail ?? gone.body.errors[0].title).toContain(words);
    }
    // A stranger still finds nothing (ids cannot be probed).
    await t.http.get(`/api/v1/trade_names/${englishId}`).set('Authorization', `Bearer ${other.token}`).expect(404);
  });

  it('skips events that lack what it needs, without failing', async () => {
    const streamId = randomUUID();
    await t.runtime.eventStore.append(streamId, 'trade-name', 0, [
      {
        eventId: randomUUID(),
        type: 'trade-name.submitted',
        schemaVersion: 1,
        data: { name: { ckb: 'ناو', en: 'Name' }, districtId: 'erbil-shaqlawa' },
      },
      { eventId: randomUUID(), type: 'trade-name.legal-check-started', schemaVersion: 1, data: { to: 'legal_checking' } },
    ]);
    await t.runtime.eventStore.append(randomUUID(), 'business', 0, [
      { eventId: randomUUID(), type: 'business.approved', schemaVersion: 1, data: null },
    ]);
    await caughtUp();
    expect(
      (await t.db.owner.query(`SELECT count(*)::int AS n FROM rm_notification_owners WHERE stream_id = $1`, [streamId])).rows[0].n,
    ).toBe(0);
    expect(t.logLines.filter((line) => line.includes('projection batch failed'))).toEqual([]);
  });

  it('ends the same after a rebuild: same rows, read marks kept, no second e-mail', async () => {
    await caughtUp();
    const rows = async () => (await t.db.owner.query('SELECT * FROM rm_notification_owners ORDER BY stream_id, from_version')).rows;
    const streams = async () => (await t.db.owner.query('SELECT * FROM rm_notification_streams ORDER BY stream_id')).rows;
    const live = await rows();
    const liveStreams = await streams();
    const before = await list(owner.token);
    const queued = await outboxCount();
    // Three for the first application; two, then one after its transfer, for the English one.
    expect(queued).toBe(6);
    // One owner of the first application; the English one changed hands once.
    expect(live).toHaveLength(3);
    expect(live.filter((r) => r.to_version !== null)).toHaveLength(1);

    await t.runtime.projections.rebuild('application-notifications');
    expect(await rows()).toEqual(live);
    expect(await streams()).toEqual(liveStreams);
    expect(await list(owner.token)).toEqual(before);
    expect(before.meta).toMatchObject({ total: 4, unread: 2 });
    expect(await outboxCount()).toBe(queued);
  });

  it('mails nobody again in a rebuild after the outbox let its sent e-mails go', async () => {
    await caughtUp();
    const applicationMails = async () =>
      (
        await t.db.owner.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM mail_outbox WHERE idempotency_key LIKE 'status-mail:%' OR idempotency_key LIKE 'transfer-mail:%'`,
        )
      ).rows[0]!.n;
    const before = await applicationMails();
    // What the outbox's pruning does to the e-mails it sent days ago: their keys are gone.
    const pruned = await t.db.owner.query(
      `DELETE FROM mail_outbox WHERE status = 'sent' AND (idempotency_key LIKE 'status-mail:%' OR idempotency_key LIKE 'transfer-mail:%')`,
    );
    expect(pruned.rowCount).toBeGreaterThan(0);
    await t.runtime.projections.rebuild('application-notifications');
    expect(await applicationMails()).toBe(before - pruned.rowCount!);
  });

  it('calls a foreign company’s application a branch in every language, in the list and in the transfer code’s e-mail (issue 34 §4)', async () => {
    const applicant = await applicantToken(t);
    const details = await companyPayload(t, applicant.token, {
      type: 'foreign_company',
      company: { ...business().company, type: 'kri_branch', country: 'TR' },
      trade_name: { locale: 'en', name: 'Anatolia Branch', protection_level: 'kri_level' },
      attachments: {
        primary_certificate: await upload(applicant.token, 'certificate'),
        parent_company_documents: [await upload(applicant.token, 'parent_company_document')],
      },
    });
    const branchId = (await write(t.http.post('/api/v1/businesses'), { token: applicant.token }).send(details).expect(201)).body.data.id;
    await transitRequestFor(branchId, 'start_legal_check', 1);
    await caughtUp();

    for (const locale of LOCALES) {
      const { data } = await list(applicant.token, {}, locale);
      expect(data.map((d) => d.attributes.messageCode)).toEqual([
        'application-status.branch.legal_checking',
        'application-status.branch.submitted',
      ]);
      for (const { attributes } of data) {
        expect(attributes.message).toContain(`${BRANCH_LABEL[locale]}: «Anatolia Branch»`);
        expect(attributes.message).not.toContain(`${KIND_PRESENTATION.business.label[locale]}:`);
      }
    }

    const recipient = `branch-transfer-${randomUUID()}@example.org`;
    await write(
      t.http.post(`/api/v1/businesses/${branchId}/request_otp_for_transfer_ownership?new_email=${encodeURIComponent(recipient)}`),
      {
        token: applicant.token,
      },
    )
      .set('Accept-Language', 'en')
      .expect(200);
    const code = await t.mail.waitFor(recipient);
    expect(code.text).toContain(`${BRANCH_LABEL.en}: «Anatolia Branch»`);
  });
});
