import { randomUUID } from 'node:crypto';
import { isUen } from '@registry/domain/applications/rules/uen';
import { DEFAULT_CALENDAR, addWorkingDays } from '@registry/domain/working-time/calendar';
import { PEOPLE, business, trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { startTestApp, type TestApp } from './support/test-app.js';
import { staffToken, write } from './support/http.js';
import {
  companyPayload,
  seedCivilRegistry,
  tradeNamePayload,
  transitRequest,
  cashReceipt,
  upload as uploadAs,
} from './support/applications.js';

/**
 * The write side end to end on real PostgreSQL and a real SMTP sink: an applicant signs in by
 * e-mail code, submits, is returned for correction, corrects, resubmits, and the application
 * goes through approval and payment; plus concurrency, idempotency, ownership transfer and refusals.
 */
let t: TestApp;
let reviewer: string;
let director: string;
let cashier: string;

const seenMail = new Set<string>();
async function codeSentTo(email: string): Promise<string> {
  // A status e-mail (the transfer's confirmation) carries a reference (`TN-2026-000123`) whose six digits are no code.
  const CODE = /(?<![\da-f-])(\d{6})(?![\da-f])/i;
  const mail = await t.mail.waitFor(email, (m) => !seenMail.has(m.id) && CODE.test(m.text));
  seenMail.add(mail.id);
  const code = CODE.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.subject}`);
  return code;
}

let ipSerial = 0;
/** An applicant signed in the way the portal does it: a code by e-mail, then verify-otp. */
async function signIn(email = `applicant-${randomUUID()}@example.org`): Promise<{ email: string; token: string }> {
  const ip = `198.51.100.${++ipSerial}`;
  await write(t.http.post('/api/v1/generate-otp')).set('X-Forwarded-For', ip).send({ email }).expect(200);
  const code = await codeSentTo(email);
  const res = await write(t.http.post('/api/v1/verify-otp'), { idempotencyKey: null })
    .set('X-Forwarded-For', ip)
    .send({ email, code })
    .expect(200);
  return { email, token: res.body.data.attributes.accessToken };
}

const eventsOf = async (streamId: string) =>
  (
    await t.db.owner.query<{ type: string }>('SELECT event_type AS type FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [
      streamId,
    ])
  ).rows.map((r) => r.type);

const transit = (path: string, id: string, event: string, token: string, version: number, body: object = {}, key?: string) =>
  transitRequest(t, path, id, event, token, version, body, key);
const upload = (token: string, kind: string, file: 'pdf' | 'png' = 'pdf') => uploadAs(t, token, kind, file);
const uniqueTradeName = (name: string, token: string) => tradeNamePayload(t, token, name);
const companyOf = (token: string, overrides: Parameters<typeof business>[0]) => companyPayload(t, token, overrides);

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  reviewer = (await staffToken(t, ['reviewer'])).token;
  director = (await staffToken(t, ['director'])).token;
  cashier = (await staffToken(t, ['cashier'])).token;
});
afterAll(() => t.close());

describe('workflows', () => {
  it('publishes each state machine with who may take each step', async () => {
    for (const kind of ['trade-names', 'businesses', 'trademarks']) {
      const res = await t.http.get(`/api/v1/workflows/${kind}`).expect(200);
      const rows = res.body.data.attributes.rows as { from: string | null; event: string; actors: string[] }[];
      expect(rows.find((r) => r.from === null && r.event === 'submit')?.actors).toEqual(['applicant']);
      expect(rows.some((r) => r.event === 'confirm_payment' && r.actors.includes('payments.confirm'))).toBe(true);
    }
    await t.http.get('/api/v1/workflows/nothing').expect(404);
  });
});

describe('a trade name from submission to grant', () => {
  it('goes through return for correction, correction, approval and payment, with the claim following', async () => {
    const applicant = await signIn();
    const created = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
      .send(await uniqueTradeName('چایخانەی ئاسۆس', applicant.token))
      .expect(201);
    const id = created.body.data.id as string;
    expect(created.headers.location).toBe(`/api/v1/trade_names/${id}`);
    expect(created.body.data.attributes).toMatchObject({ status: 'submitted', version: 1, ownerEmail: applicant.email });
    // The success message of spec §8, in the request's language (Central Kurdish by default).
    expect(created.body.meta).toEqual({
      messageCode: 'trade-name.submitted',
      message: 'ناوی بازرگانی بۆ بەڕێوەبەرایەتی تۆمارکردنی کۆمپانیاکان نێردرا',
    });
    const claim = async () =>
      (await t.db.owner.query('SELECT status FROM tn_claims WHERE holder_stream_id = $1 ORDER BY claimed_at DESC LIMIT 1', [id])).rows[0]
        ?.status;
    expect(await claim()).toBe('pending');
    // Its identity document is now attached to it, and to nothing else.
    const documentId = created.body.data.attributes.details.identity_documents[0];
    expect((await t.db.owner.query('SELECT attached_to FROM uploaded_files WHERE id = $1', [documentId])).rows).toEqual([
      { attached_to: id },
    ]);

    await transit('trade_names', id, 'start_legal_check', reviewer, 1).expect(200);
    // A reason is required to return; without it nothing changes.
    const noReason = await transit('trade_names', id, 'return_to_applicant', reviewer, 2).expect(422);
    expect(noReason.body.errors[0]).toMatchObject({ code: 'workflow.reason-required', source: { pointer: '/reason' } });
    const returned = await transit('trade_names', id, 'return_to_applicant', reviewer, 2, {
      reason: 'Name spelling',
      fieldComments: { name: 'Write the name in full' },
    }).expect(200);
    expect(returned.body.data.attributes.openCorrection).toMatchObject({
      reason: 'Name spelling',
      fieldComments: { name: 'Write the name in full' },
    });

    // The applicant sees the comment and corrects the name: the claim moves to the new name.
    const seen = await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${applicant.token}`).expect(200);
    expect(seen.body.data.attributes.allowedEvents).toEqual(expect.arrayContaining(['correct', 'resubmit']));
    await write(t.http.put(`/api/v1/trade_names/${id}`), { token: applicant.token })
      .send({ section: 'trade-name-info', changes: { name: 'چایخانەی ئاسۆسی نوێ' }, version: 3 })
      .expect(200);
    expect((await t.db.owner.query(`SELECT name FROM tn_claims WHERE holder_stream_id = $1 AND status <> 'released'`, [id])).rows).toEqual([
      { name: 'چایخانەی ئاسۆسی نوێ' },
    ]);
    const resubmitted = await transit('trade_names', id, 'resubmit', applicant.token, 4).expect(200);
    expect(resubmitted.body.data.attributes.status).toBe('submitted');

    await transit('trade_names', id, 'start_legal_check', reviewer, 5).expect(200);
    await transit('trade_names', id, 'recommend_approval', reviewer, 6).expect(200);
    // A reviewer may not approve; a director may.
    await transit('trade_names', id, 'approve', reviewer, 7).expect(403);
    await transit('trade_names', id, 'approve', director, 7).expect(200);
    const granted = await transit('trade_names', id, 'confirm_payment', cashier, 8, cashReceipt()).expect(200);
    expect(granted.body.data.attributes).toMatchObject({ status: 'granted', version: 9 });
    expect(await claim()).toBe('granted');
    expect(await eventsOf(id)).toEqual([
      'trade-name.submitted',
      'trade-name.legal-check-started',
      'trade-name.returned-to-applicant',
      'trade-name.corrected',
      'trade-name.resubmitted',
      'trade-name.legal-check-started',
      'trade-name.recommended-for-approval',
      'trade-name.approved',
      'trade-name.payment-confirmed',
    ]);
    const resubmittedEvent = (
      await t.db.owner.query(`SELECT data FROM es_events WHERE stream_id = $1 AND event_type = 'trade-name.resubmitted'`, [id])
    ).rows[0].data;
    expect(resubmittedEvent.changedFields).toEqual(['name']);
  });

  it('a correction removes an answer with null (the district of a name made region-wide); null for a required answer is refused at its field', async () => {
    const applicant = await signIn();
    const created = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
      .send(await uniqueTradeName('چایخانەی بەفرین', applicant.token))
      .expect(201);
    const id = created.body.data.id as string;
    expect(created.body.data.attributes.details).toMatchObject({ protection_level: 'district_level', district_id: 'erbil-shaqlawa' });
    await transit('trade_names', id, 'start_legal_check', reviewer, 1).expect(200);
    await transit('trade_names', id, 'return_to_applicant', reviewer, 2, {
      reason: 'Region-wide',
      fieldComments: { protection_level: 'Protect it in the whole region' },
    }).expect(200);

    const refused = await write(t.http.put(`/api/v1/trade_names/${id}`), { token: applicant.token })
      .set('Accept-Language', 'en')
      .send({ section: 'trade-name-info', changes: { name: null }, version: 3 })
      .expect(422);
    expect(refused.body.errors[0]).toMatchObject({ source: { pointer: '/name' } });
    expect(
      (await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${applicant.token}`).expect(200)).body.data.attributes
        .version,
    ).toBe(3);

    const corrected = await write(t.http.put(`/api/v1/trade_names/${id}`), { token: applicant.token })
      .send({ section: 'trade-name-info', changes: { protection_level: 'kri_level', district_id: null }, version: 3 })
      .expect(200);
    expect(corrected.body.data.attributes.details.protection_level).toBe('kri_level');
    expect(corrected.body.data.attributes.details).not.toHaveProperty('district_id');
    // The claim follows: region-wide, no district.
    expect(
      (
        await t.db.owner.query(`SELECT protection_level, district_id FROM tn_claims WHERE holder_stream_id = $1 AND status <> 'released'`, [
          id,
        ])
      ).rows,
    ).toEqual([{ protection_level: 'kri_level', district_id: null }]);
    const event = (await t.db.owner.query(`SELECT data FROM es_events WHERE stream_id = $1 AND event_type = 'trade-name.corrected'`, [id]))
      .rows[0].data;
    expect(event).toMatchObject({
      changes: { protection_level: 'kri_level', district_id: null },
      previous: { protection_level: 'district_level', district_id: 'erbil-shaqlawa' },
    });
  });

  it('refuses a second application for a name already held, naming the field, and stores nothing', async () => {
    const first = await signIn();
    const second = await signIn();
    await write(t.http.post('/api/v1/trade_names'), { token: first.token })
      .send(await uniqueTradeName('دوکانی شاهۆ', first.token))
      .expect(201);
    const before = (await t.db.owner.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n;
    const refused = await write(t.http.post('/api/v1/trade_names'), { token: second.token })
      .set('Accept-Language', 'ckb')
      .send(await uniqueTradeName('دوکانی شاهۆ', second.token))
      .expect(422);
    expect(refused.body.errors[0]).toMatchObject({ code: 'trade-name.pending', source: { pointer: '/name' } });
    expect(refused.body.errors[0].title).toMatch(/[\u0600-\u06FF]/);
    expect((await t.db.owner.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n).toBe(before);
  });

  it('refuses each broken rule with its code and stores nothing', async () => {
    const applicant = await signIn();
    const before = (await t.db.owner.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n;
    const cases: [object, string][] = [
      [{ ...(await uniqueTradeName('ناوی یەکەم', applicant.token)), upn: '123' }, 'upn.invalid'],
      [
        {
          ...(await uniqueTradeName('ناوی دووەم', applicant.token)),
          partners: [{ type: 'natural', upn: PEOPLE.ceo.upn, owning_percentage: 60 }],
        },
        'partners.percentage-total',
      ],
      [{ ...(await uniqueTradeName('ناوی سێیەم', applicant.token)), upn: PEOPLE.noNationality.upn }, 'upn.no-nationality'],
      [{ ...(await uniqueTradeName('ناوی چوارەم', applicant.token)), email: 'not-an-email' }, 'validation.email'],
      [{ ...(await uniqueTradeName('ناوی پێنجەم', applicant.token)), activity_ids: ['0000'] }, 'activity.unknown'],
      // An upload that does not exist, and one that another applicant uploaded.
      [{ ...(await uniqueTradeName('ناوی هەشتەم', applicant.token)), identity_documents: [randomUUID()] }, 'file.unknown'],
      [
        {
          ...(await uniqueTradeName('ناوی نۆیەم', applicant.token)),
          identity_documents: [await upload((await signIn()).token, 'identity_document')],
        },
        'file.unknown',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token }).set('Accept-Language', 'kmr').send(body);
      expect({ code, status: res.status, codes: (res.body.errors ?? []).map((e: { code: string }) => e.code) }).toEqual({
        code,
        status: 422,
        codes: expect.arrayContaining([code]),
      });
    }
    expect((await t.db.owner.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n).toBe(before);
  });

  it('answers a malformed body with a 4xx, never a 500', async () => {
    const applicant = await signIn();
    const bodies: unknown[] = [
      {},
      { name: 42 },
      { ...(await uniqueTradeName('ناوی شەشەم', applicant.token)), partners: 'all of them' },
      { ...(await uniqueTradeName('ناوی حەوتەم', applicant.token)), unknown: true },
      { ...(await uniqueTradeName('ن'.repeat(100_000), applicant.token)) },
      [],
      'text',
    ];
    for (const body of bodies) {
      const res = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token }).send(body as object);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const malformedTransit = await transit('trade_names', randomUUID(), 'no_such_step', reviewer, 1, { reason: ['x'] });
    expect(malformedTransit.status).toBeGreaterThanOrEqual(400);
    expect(malformedTransit.status).toBeLessThan(500);
  });
});

describe('concurrency and idempotency', () => {
  it('lets exactly one of 20 parallel transits with the same version through; the rest get 409 and the stream grows by one', async () => {
    const applicant = await signIn();
    const id = (
      await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
        .send(await uniqueTradeName('کارگەی ڕووناکی', applicant.token))
        .expect(201)
    ).body.data.id;
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => transit('trade_names', id, 'start_legal_check', reviewer, 1).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('replays the same idempotency key with the same body and no new event; a changed body is a 422', async () => {
    const applicant = await signIn();
    const key = randomUUID();
    const body = await uniqueTradeName('نانەوایی کانی', applicant.token);
    const first = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token, idempotencyKey: key }).send(body).expect(201);
    const again = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token, idempotencyKey: key }).send(body).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await eventsOf(first.body.data.id)).toHaveLength(1);
    await write(t.http.post('/api/v1/trade_names'), { token: applicant.token, idempotencyKey: key })
      .send({ ...body, phone_number: '07709999999' })
      .expect(422);
  });
});

describe('a company from submission to registration', () => {
  it('reserves its trade name, is returned for trade-name correction, and is registered with a UEN', async () => {
    const applicant = await signIn();
    const created = await write(t.http.post('/api/v1/businesses'), { token: applicant.token })
      .send(await companyOf(applicant.token, { trade_name: { locale: 'ckb', name: 'کۆمپانیای هەڵگورد', protection_level: 'kri_level' } }))
      .expect(201);
    const id = created.body.data.id as string;
    expect((await t.db.owner.query(`SELECT status FROM tn_claims WHERE holder_stream_id = $1`, [id])).rows).toEqual([
      { status: 'reserved' },
    ]);
    await transit('businesses', id, 'start_legal_check', reviewer, 1).expect(200);
    const returned = await transit('businesses', id, 'return_to_applicant', reviewer, 2, {
      reason: 'Trade name',
      target: 'requires_trade_name_correction',
      fieldComments: { 'trade_name.name': 'Too general' },
    }).expect(200);
    expect(returned.body.data.attributes.status).toBe('requires_trade_name_correction');
    await write(t.http.put(`/api/v1/businesses/${id}`), { token: applicant.token })
      .send({
        section: 'trade-name-info',
        changes: { trade_name: { locale: 'ckb', name: 'کۆمپانیای هەڵگوردی نوێ', protection_level: 'kri_level' } },
      })
      .expect(200);
    await transit('businesses', id, 'resubmit', applicant.token, 4).expect(200);
    await transit('businesses', id, 'start_legal_check', reviewer, 5).expect(200);
    await transit('businesses', id, 'recommend_approval', reviewer, 6).expect(200);
    await transit('businesses', id, 'approve', director, 7).expect(200);
    const registered = await transit('businesses', id, 'confirm_payment', cashier, 8, cashReceipt()).expect(200);
    expect(registered.body.data.attributes.status).toBe('registered');
    expect(isUen(registered.body.data.attributes.uen)).toBe(true);
    expect(
      (await t.db.owner.query(`SELECT name, status FROM tn_claims WHERE holder_stream_id = $1 AND status <> 'released'`, [id])).rows,
    ).toEqual([{ name: 'کۆمپانیای هەڵگوردی نوێ', status: 'registered' }]);
  });

  it('refuses capital below the minimum for the company type and shares that do not add up', async () => {
    const applicant = await signIn();
    const res = await write(t.http.post('/api/v1/businesses'), { token: applicant.token })
      .send(
        await companyOf(applicant.token, {
          trade_name: { locale: 'ckb', name: 'کۆمپانیای پیرەمەگروون', protection_level: 'kri_level' },
          company: { ...business().company, capital_in_number: 900_000 },
        }),
      )
      .expect(422);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(
      expect.arrayContaining(['company.capital-below-minimum', 'shareholders.shares-not-capital']),
    );
  });
});

describe('the rules of a company, enforced by the API', () => {
  it('refuses each with its code, its field and a localized title, and stores nothing', async () => {
    const applicant = await signIn();
    const base = await companyOf(applicant.token, {
      trade_name: { locale: 'ckb', name: 'کۆمپانیای سەفین', protection_level: 'kri_level' },
    });
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, object, string, string][] = [
      [
        'CEO not Iraqi',
        { ceo: { ...base.ceo, upn: PEOPLE.foreigner.upn, birth_date: PEOPLE.foreigner.birthDate } },
        'person.not-iraqi',
        '/ceo/upn',
      ],
      ['CEO under age', { ceo: { ...base.ceo, upn: PEOPLE.minor.upn, birth_date: PEOPLE.minor.birthDate } }, 'person.minor', '/ceo/upn'],
      [
        'document valid less than six months',
        { ceo: { ...base.ceo, document_expiry: soon } },
        'document.validity-too-short',
        '/ceo/document_expiry',
      ],
      ['phone number', { ceo: { ...base.ceo, phone_number: '12345' } }, 'phone.invalid', '/ceo/phone_number'],
      [
        'bank date in the future',
        { company: { ...base.company, bank_number: 'B-1', bank_name: 'Bank', bank_date: nextYear } },
        'date.in-future',
        '/company/bank_date',
      ],
      [
        'duplicate shareholder',
        { shareholders: [base.shareholders[0], { ...base.shareholders[0] }] },
        'shareholders.duplicate-upn',
        '/shareholders/1/upn',
      ],
      [
        'government share in a private project',
        {
          shareholders: [
            { type: 'government', entity_name: 'وەزارەتی پیشەسازی', number_of_shares: 300_000 },
            { ...base.shareholders[0], number_of_shares: 700_000 },
          ],
        },
        'shareholders.government-share-too-high',
        '/shareholders',
      ],
      [
        'contract not in Kurdish letters',
        { contract: { ...base.contract, goals: 'General trading' } },
        'contract.kurdish-letters-only',
        '/contract/goals',
      ],
      [
        'trade name in another script than its locale',
        { trade_name: { locale: 'ckb', name: 'Safin Company', protection_level: 'kri_level' } },
        'trade-name.script-mismatch',
        '/trade_name/name',
      ],
    ];
    const before = (await t.db.owner.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n;
    for (const [label, change, code, pointer] of cases) {
      const res = await write(t.http.post('/api/v1/businesses'), { token: applicant.token })
        .set('Accept-Language', 'ar')
        .send({ ...base, ...change });
      const error = (res.body.errors ?? []).find((e: { code: string }) => e.code === code);
      expect({
        label,
        status: res.status,
        pointer: error?.source?.pointer,
        arabicTitle: /[\u0600-\u06FF]/.test(error?.title ?? ''),
      }).toEqual({ label, status: 422, pointer, arabicTitle: true });
    }
    expect((await t.db.owner.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n).toBe(before);
  });
});

describe('trademark reservation', () => {
  it('is submitted and read back by its owner only', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const id = (
      await write(t.http.post('/api/v1/trademarks'), { token: owner.token })
        .send(trademark({ logo: undefined }))
        .expect(201)
    ).body.data.id;
    await t.http.get(`/api/v1/trademarks/${id}`).set('Authorization', `Bearer ${owner.token}`).expect(200);
    await t.http.get(`/api/v1/trademarks/${id}`).set('Authorization', `Bearer ${stranger.token}`).expect(404);
    await t.http.get(`/api/v1/trademarks/${id}`).set('Authorization', `Bearer ${reviewer}`).expect(200);
    // Returned for correction, the owner corrects the trademark section over HTTP.
    await transit('trademarks', id, 'start_legal_check', reviewer, 1).expect(200);
    await transit('trademarks', id, 'return_to_applicant', reviewer, 2, { reason: 'Classes' }).expect(200);
    const corrected = await write(t.http.put(`/api/v1/trademarks/${id}`), { token: owner.token })
      .send({ section: 'trademark-info', changes: { classes: [{ classNumber: 43, terms: ['restaurant services'] }] } })
      .expect(200);
    expect(corrected.body.data.attributes.details.classes).toEqual([{ classNumber: 43, terms: ['restaurant services'] }]);
  });
});

describe('lists from the read model', () => {
  it('shows an applicant their own applications with the current status, and staff all of them', async () => {
    const owner = await signIn();
    const other = await signIn();
    const id = (
      await write(t.http.post('/api/v1/trade_names'), { token: owner.token })
        .send(await uniqueTradeName('کتێبخانەی ژیان', owner.token))
        .expect(201)
    ).body.data.id;
    await transit('trade_names', id, 'start_legal_check', reviewer, 1).expect(200);
    // The projection runs beside the API: wait until it has passed the transit.
    const listed = async (token: string, query = '') =>
      (await t.http.get(`/api/v1/trade_names${query}`).set('Authorization', `Bearer ${token}`).expect(200)).body;
    let mine = await listed(owner.token);
    for (let i = 0; i < 200 && mine.data[0]?.attributes.status !== 'legal_checking'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      mine = await listed(owner.token);
    }
    expect(
      mine.data.map((d: { id: string; attributes: { status: string; name: string } }) => [d.id, d.attributes.status, d.attributes.name]),
    ).toEqual([[id, 'legal_checking', 'کتێبخانەی ژیان']]);
    expect(mine.meta).toMatchObject({ total: 1, page: 1 });
    // The registry owes the next step two working days after submission; moving on to the legal
    // check keeps that clock.
    const { submittedAt, dueAt, overdue } = mine.data[0].attributes;
    expect(dueAt).toBe(addWorkingDays(DEFAULT_CALENDAR, new Date(submittedAt), 2).toISOString());
    expect(overdue).toBe(false);
    expect((await listed(other.token)).data).toEqual([]);
    const all = await listed(reviewer, '?status=legal_checking&rowsPerPage=100');
    expect(all.data.some((d: { id: string }) => d.id === id)).toBe(true);
    await t.http.get('/api/v1/trade_names?rowsPerPage=1000').set('Authorization', `Bearer ${owner.token}`).expect(422);
    await t.http.get('/api/v1/businesses').set('Authorization', `Bearer ${owner.token}`).expect(200);
  });
});

describe('ownership transfer', () => {
  it('sends a code to the new e-mail; with it the new address owns the application and the old one loses access', async () => {
    const owner = await signIn();
    const id = (
      await write(t.http.post('/api/v1/trade_names'), { token: owner.token })
        .send(await uniqueTradeName('گەراجی ئاگر', owner.token))
        .expect(201)
    ).body.data.id;
    const same = await write(
      t.http.post(
        `/api/v1/trade_names/${id}/request_otp_for_transfer_ownership?new_email=${encodeURIComponent(owner.email.toUpperCase())}`,
      ),
      { token: owner.token },
    ).expect(422);
    expect(same.body.errors[0].code).toBe('transfer.same-email');

    const newEmail = `new-owner-${randomUUID()}@example.org`;
    const requested = await write(
      t.http.post(`/api/v1/trade_names/${id}/request_otp_for_transfer_ownership?new_email=${encodeURIComponent(newEmail)}`),
      { token: owner.token },
    ).expect(200);
    expect(requested.body.meta).toMatchObject({ messageCode: 'transfer.requested', from: owner.email, to: newEmail });
    expect(requested.body.meta.message).toContain(newEmail);
    const code = await codeSentTo(newEmail);
    // The new address's holder sees the pending application; of its steps, only those a transfer's
    // recipient may take (none of the owner's, which would be refused: issue 36 §5).
    await t.db.owner.query(`UPDATE otp_sends SET sent_at = sent_at - interval '2 minutes' WHERE key = $1`, [`email:${newEmail}`]);
    const recipient = await signIn(newEmail);
    const seenByRecipient = await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${recipient.token}`).expect(200);
    const ownersSteps = (await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${owner.token}`).expect(200)).body.data
      .attributes.allowedEvents as string[];
    expect(ownersSteps.length).toBeGreaterThan(0);
    const recipientSteps = seenByRecipient.body.data.attributes.allowedEvents as string[];
    expect(recipientSteps.filter((step) => !['confirm_transfer', 'cancel_transfer'].includes(step))).toEqual([]);
    for (const step of ownersSteps.filter((step) => !recipientSteps.includes(step)))
      await transit('trade_names', id, step, recipient.token, 2).expect((res) => expect([403, 404]).toContain(res.status));
    // Only the confirmation call, with the code, completes it: a transit cannot skip the code.
    const skipped = await transit('trade_names', id, 'confirm_transfer', owner.token, 2).expect(404);
    expect(skipped.body.errors[0].code).toBe('workflow.step-has-own-call');
    const confirm = (body: object) =>
      write(t.http.put(`/api/v1/trade_names/${id}/request_transfer_ownership`), { token: owner.token }).send(body);
    const approval = await uploadAs(t, owner.token, 'approval_document');
    await confirm({ code: code === '000000' ? '111111' : '000000', approvalDocuments: [approval] }).expect(422);
    // The documents approving the transfer (spec §3): required, the caller's own, of their kind.
    const fieldOf = async (body: object) =>
      (await confirm(body).expect(422)).body.errors.map((e: { code: string; source?: { pointer?: string } }) => [
        e.code,
        e.source?.pointer,
      ]);
    expect(await fieldOf({ code })).toEqual([['validation.required', '/approvalDocuments']]);
    expect(await fieldOf({ code, approvalDocuments: [] })).toEqual([['validation.required', '/approvalDocuments']]);
    expect(await fieldOf({ code, approvalDocuments: [await uploadAs(t, (await signIn()).token, 'approval_document')] })).toEqual([
      ['file.unknown', '/approvalDocuments/0'],
    ]);
    expect(await fieldOf({ code, approvalDocuments: [await uploadAs(t, owner.token, 'identity_document')] })).toEqual([
      ['file.wrong-kind', '/approvalDocuments/0'],
    ]);
    expect(await fieldOf({ code, approvalDocuments: Array.from({ length: 6 }, () => approval) })).toEqual([
      ['validation.list-max', '/approvalDocuments'],
    ]);
    // None of those refusals used the code up, or changed the owner.
    const done = await confirm({ code, approvalDocuments: [approval, approval.toUpperCase()] }).expect(200);
    expect(done.body.data.attributes.ownerEmail).toBe(newEmail);
    const confirmed = await t.db.owner.query(
      `SELECT data FROM es_events WHERE stream_id = $1 AND event_type = 'trade-name.transfer-confirmed'`,
      [id],
    );
    expect(confirmed.rows[0].data.approvalDocuments).toEqual([approval]);
    expect((await t.db.owner.query(`SELECT attached_to FROM uploaded_files WHERE id = $1`, [approval])).rows[0].attached_to).toBe(id);
    // Reviewers see them with the application's documents.
    const forStaff = await t.http.get(`/api/admin/trade-names/${id}`).set('Authorization', `Bearer ${reviewer}`).expect(200);
    expect(forStaff.body.documents).toContainEqual({ field: 'transfer.approvalDocuments[0]', id: approval, image: false });

    // The former owner is told it was transferred (issue 34 §6), not that it does not exist.
    const gone = await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${owner.token}`).expect(410);
    expect(gone.body.errors[0].code).toBe('application.transferred');
    // The transfer code was the last one sent there; signing in asks for another without waiting the minute.
    await t.db.owner.query(`UPDATE otp_sends SET sent_at = sent_at - interval '2 minutes' WHERE key = $1`, [`email:${newEmail}`]);
    const newOwner = await signIn(newEmail);
    await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${newOwner.token}`).expect(200);
    expect(await eventsOf(id)).toEqual(['trade-name.submitted', 'trade-name.transfer-requested', 'trade-name.transfer-confirmed']);
  });
});

describe('the applications read model', () => {
  it('ends the same when rebuilt from the event store as when kept live', async () => {
    const runner = t.runtime.projections.runner('applications-index');
    const rows = async () => (await t.db.owner.query('SELECT * FROM rm_applications ORDER BY stream_id')).rows;
    for (let i = 0; i < 400 && (await runner.status()).lag > 0; i++) await new Promise((r) => setTimeout(r, 25));
    const live = await rows();
    // Every application the tests above submitted (and some were refused, so fewer rows than streams is wrong).
    const streams = (
      await t.db.owner.query(
        `SELECT count(DISTINCT stream_id)::int AS n FROM es_events WHERE stream_type IN ('trade-name', 'business', 'trademark')`,
      )
    ).rows[0].n;
    expect(live).toHaveLength(streams);
    await t.runtime.projections.rebuild('applications-index');
    expect(await rows()).toEqual(live);
  });
});

describe('audit', () => {
  it('gives auditors every event, the state at any version or time, the diff of a resubmission, and the hash-chain check', async () => {
    const auditor = (await staffToken(t, ['auditor'])).token;
    const applicant = await signIn();
    const id = (
      await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
        .send(await uniqueTradeName('فرۆشگای هێمن', applicant.token))
        .expect(201)
    ).body.data.id;
    await transit('trade_names', id, 'start_legal_check', reviewer, 1).expect(200);
    await transit('trade_names', id, 'return_to_applicant', reviewer, 2, {
      reason: 'Phone',
      fieldComments: { phone_number: 'Give a mobile number' },
    }).expect(200);
    await write(t.http.put(`/api/v1/trade_names/${id}`), { token: applicant.token })
      .send({ section: 'trade-name-info', changes: { name: 'فرۆشگای هێمنی نوێ' } })
      .expect(200);
    await transit('trade_names', id, 'resubmit', applicant.token, 4).expect(200);
    const audit = (path: string, token = auditor) =>
      t.http.get(`/api/v1/audit/trade-names/${id}/${path}`).set('Authorization', `Bearer ${token}`);

    const events = (await audit('events').expect(200)).body.data.map((e: { attributes: Record<string, any> }) => e.attributes);
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'trade-name.submitted',
      'trade-name.legal-check-started',
      'trade-name.returned-to-applicant',
      'trade-name.corrected',
      'trade-name.resubmitted',
    ]);
    expect(events[0]).toMatchObject({
      version: 1,
      schemaVersion: 1,
      actor: { kind: 'applicant', id: applicant.email },
      idempotencyKey: expect.any(String),
    });
    expect(events[1].actor).toMatchObject({ kind: 'staff' });

    const atTwo = (await audit('state?version=2').expect(200)).body.data.attributes;
    expect(atTwo).toMatchObject({ version: 2, state: { status: 'legal_checking' } });
    const atSubmission = (await audit(`state?at=${encodeURIComponent(events[0].recordedAt)}`).expect(200)).body.data.attributes;
    expect(atSubmission).toMatchObject({ version: 1, state: { status: 'submitted' } });

    const diff = (await audit('diff?from=2&to=5').expect(200)).body.data.attributes.changes as {
      path: string;
      before: unknown;
      after: unknown;
    }[];
    expect(diff).toContainEqual({ path: 'details.name', before: 'فرۆشگای هێمن', after: 'فرۆشگای هێمنی نوێ' });
    expect(diff.find((c) => c.path === 'status')).toEqual({ path: 'status', before: 'legal_checking', after: 'submitted' });

    expect((await audit('verify').expect(200)).body.data.attributes).toMatchObject({ ok: true, problems: [] });
    await audit('events', reviewer).expect(403);
    await audit('state?version=1&at=2026-01-01T00:00:00Z').expect(422);
    await audit('diff?from=3&to=1').expect(422);
    await t.http.get(`/api/v1/audit/businesses/${id}/events`).set('Authorization', `Bearer ${auditor}`).expect(404);
    await t.http.get(`/api/v1/audit/nothing/${id}/events`).set('Authorization', `Bearer ${auditor}`).expect(404);
  });
});
