import { randomUUID } from 'node:crypto';
import { business, trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';

import { eventIdsFor } from '../src/event-store/event-ids.js';
import { linkOrigin } from '../src/config/config.js';
import { numberUnreferencedApplications } from '../src/infrastructure/database/database.js';
import { CommandBus } from '@nestjs/cqrs';
import { SubmitApplicationCommand } from '../src/modules/applications/commands/submit-application/submit-application.command.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually } from './support/eventually.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { companyPayload, seedCivilRegistry, tradeNamePayload, upload } from './support/applications.js';

/**
 * Human references (issue 23 §4): `TN-2026-000123`, taken once at submission from a gap-free
 * sequence per kind and year in the transaction of the submission event, on real PostgreSQL.
 */
let t: TestApp;
let reviewer: string;
const YEAR = Number(registryToday().slice(0, 4));

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  reviewer = (await staffToken(t, ['reviewer'])).token;
});
afterAll(() => t.close());

const numberOf = (reference: string) => Number(reference.split('-')[2]);
const submittedReference = async (id: string) =>
  (
    await t.db.owner.query<{ reference: string | null }>(
      `SELECT data ->> 'reference' AS reference FROM es_events WHERE stream_id = $1 AND stream_version = 1`,
      [id],
    )
  ).rows[0]?.reference;

/** Distinct names far apart, so that no submission is refused as similar to another. */
const NAMES = [
  'چایخانەی نەورۆز',
  'کتێبخانەی ئاسۆ',
  'نانەوایی کانی',
  'دەرمانخانەی شیفا',
  'گەراجی ئازادی',
  'قەسابخانەی گوند',
  'دوکانی مۆبایل ستار',
  'سەرتاشخانەی ڕێبوار',
];

async function submitTradeName(name: string, key?: string) {
  const applicant = await applicantToken(t);
  const body = await tradeNamePayload(t, applicant.token, name);
  return {
    applicant,
    body,
    res: await write(t.http.post('/api/v1/trade_names'), { token: applicant.token, idempotencyKey: key }).send(body),
  };
}

describe('references of applications submitted before issue 23', () => {
  it('are numbered by the backfill in submission order, and new submissions continue after them', async () => {
    // Two submissions as earlier versions recorded them: no reference in the event.
    const legacy = [randomUUID(), randomUUID()];
    for (const [i, streamId] of legacy.entries()) {
      const at = new Date().toISOString();
      await t.runtime.eventStore.append(streamId, 'trade-name', 0, [
        {
          eventId: eventIdsFor(undefined, 1)[0]!,
          type: 'trade-name.submitted',
          schemaVersion: 1,
          data: {
            actor: { kind: 'applicant', email: `legacy-${i}@example.org` },
            at,
            from: null,
            to: 'submitted',
            reason: null,
            ownerEmail: `legacy-${i}@example.org`,
            details: { name: `Legacy ${i}` },
            submittedAt: at,
          },
        },
      ]);
    }
    await t.runtime.projections.catchUp();
    await numberUnreferencedApplications(t.db.owner);
    await numberUnreferencedApplications(t.db.owner); // a second run numbers nothing again

    const ledger = await t.db.owner.query<{ stream_id: string; reference: string }>(
      'SELECT stream_id, reference FROM application_references WHERE stream_id = ANY($1) ORDER BY number',
      [legacy],
    );
    expect(ledger.rows).toEqual([
      { stream_id: legacy[0], reference: `TN-${YEAR}-000001` },
      { stream_id: legacy[1], reference: `TN-${YEAR}-000002` },
    ]);
    // The API answers the ledger's reference, the lists too (a rebuild keeps it: the ledger is no read model).
    const staffGet = await t.http.get(`/api/v1/trade_names/${legacy[1]}`).set('Authorization', `Bearer ${reviewer}`).expect(200);
    expect(staffGet.body.data.attributes.reference).toBe(`TN-${YEAR}-000002`);
    await t.runtime.projections.rebuild('applications-index');
    const listed = await eventually(
      async () =>
        (await t.http.get(`/api/v1/trade_names?search=TN-${YEAR}-2`).set('Authorization', `Bearer ${reviewer}`).expect(200)).body.data,
      (rows: { id: string; attributes: { reference: string } }[]) => rows.length > 0,
      'the legacy application in the staff list',
    );
    expect(listed.map((r) => [r.id, r.attributes.reference])).toEqual([[legacy[1], `TN-${YEAR}-000002`]]);

    const { res } = await submitTradeName(NAMES[0]!);
    expect(res.status).toBe(201);
    expect(res.body.data.attributes.reference).toBe(`TN-${YEAR}-000003`);
  });
});

describe('a reference taken at submission', () => {
  it('is recorded in the submission event, answered by GET and the lists, and found by staff and by its owner', async () => {
    const { applicant, res } = await submitTradeName(NAMES[1]!);
    expect(res.status).toBe(201);
    const { id, attributes } = res.body.data;
    expect(attributes.reference).toMatch(new RegExp(`^TN-${YEAR}-\\d{6}$`));
    expect(await submittedReference(id)).toBe(attributes.reference);
    const own = await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${applicant.token}`).expect(200);
    expect(own.body.data.attributes.reference).toBe(attributes.reference);
    await t.runtime.projections.catchUp();

    // Staff's one search box takes it as people type it: any case, without the zeros.
    const typed = attributes.reference.toLowerCase().replace(/-0+/, '-');
    const staff = await eventually(
      () =>
        t.http
          .get(`/api/v1/applications?search=${encodeURIComponent(typed)}`)
          .set('Authorization', `Bearer ${reviewer}`)
          .expect(200),
      (res) => res.body.data.length > 0,
      'the application in the staff search',
    );
    expect(staff.body.data.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(staff.body.data[0].attributes.reference).toBe(attributes.reference);
    // The applicant finds their own by reference; nobody else finds it.
    const mine = await t.http
      .get(`/api/v1/applications?reference=${encodeURIComponent(attributes.reference)}`)
      .set('Authorization', `Bearer ${applicant.token}`)
      .expect(200);
    expect(mine.body.data.map((r: { id: string }) => r.id)).toEqual([id]);
    const stranger = await applicantToken(t);
    const theirs = await t.http
      .get(`/api/v1/applications?reference=${encodeURIComponent(attributes.reference)}`)
      .set('Authorization', `Bearer ${stranger.token}`)
      .expect(200);
    expect(theirs.body.data).toEqual([]);
    const bad = await t.http
      .get('/api/v1/applications?reference=XX-1')
      .set('Authorization', `Bearer ${applicant.token}`)
      .set('Accept-Language', 'en')
      .expect(422);
    expect(bad.body.errors[0]).toMatchObject({ code: 'validation.format', source: { parameter: 'reference' } });
  });

  it('is distinct and consecutive for concurrent submissions, and a refused or rolled-back one takes no number', async () => {
    const before = (
      await t.db.owner.query<{ n: number }>(
        `SELECT last_number AS n FROM application_reference_counters WHERE prefix = 'TN' AND year = $1`,
        [YEAR],
      )
    ).rows[0]!.n;
    // A payload refused by the rules (before the transaction) takes none.
    const refusedApplicant = await applicantToken(t);
    await write(t.http.post('/api/v1/trade_names'), { token: refusedApplicant.token }).send({ name: '' }).expect(422);
    // Two submissions of the same name at once: the second's claim fails inside its transaction, which gives its number back.
    const sameName = 'فرۆشگای هەولێر ستار';
    const results = await Promise.all([...NAMES.slice(2), sameName, sameName].map((name) => submitTradeName(name)));
    const created = results.filter((r) => r.res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(NAMES.length - 2 + 1);
    const numbers = created.map((r) => numberOf(r.res.body.data.attributes.reference as string)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: created.length }, (_, i) => before + 1 + i));
    const counter = (
      await t.db.owner.query<{ n: number }>(
        `SELECT last_number AS n FROM application_reference_counters WHERE prefix = 'TN' AND year = $1`,
        [YEAR],
      )
    ).rows[0]!.n;
    expect(counter).toBe(before + created.length);
  });

  it('is kept by a keyed retry, which takes no second number', async () => {
    const key = randomUUID();
    const { applicant, body, res: first } = await submitTradeName('کارگەی چنینی باران', key);
    expect(first.status).toBe(201);
    const again = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token, idempotencyKey: key }).send(body).expect(201);
    expect(again.body.data.attributes.reference).toBe(first.body.data.attributes.reference);
    // Concurrent retries too: one reference, one number.
    const key2 = randomUUID();
    const racer = await applicantToken(t);
    const racerBody = await tradeNamePayload(t, racer.token, 'ستۆدیۆی وێنەگری هەتاو');
    const racing = await Promise.all(
      Array.from({ length: 4 }, () =>
        write(t.http.post('/api/v1/trade_names'), { token: racer.token, idempotencyKey: key2 }).send(racerBody),
      ),
    );
    const references = new Set(racing.filter((r) => r.status === 201).map((r) => r.body.data.attributes.reference));
    expect(references.size).toBe(1);
    const next = await submitTradeName('باخچەی ساوایانی گوڵاڵە');
    expect(numberOf(next.res.body.data.attributes.reference)).toBe(numberOf(first.body.data.attributes.reference) + 2);
  });

  it('is taken once by concurrent runs of one keyed submission that reach the transaction together', async () => {
    // In process, past the HTTP idempotency lock: both runs find nothing to replay and append; the second's events are duplicates.
    const applicant = await applicantToken(t);
    const details = await tradeNamePayload(t, applicant.token, 'کارگەی دروومانی ژینۆ');
    const principal = { kind: 'applicant' as const, email: applicant.email, sessionId: randomUUID() };
    const key = `${applicant.email}:${randomUUID()}`;
    const counter = async () =>
      (
        await t.db.owner.query<{ n: number }>(
          `SELECT last_number AS n FROM application_reference_counters WHERE prefix = 'TN' AND year = $1`,
          [YEAR],
        )
      ).rows[0]?.n ?? 0;
    const before = await counter();
    const runs = await Promise.allSettled(
      Array.from({ length: 3 }, () =>
        t.app.get(CommandBus).execute(new SubmitApplicationCommand('trade-names', principal, details as never, key)),
      ),
    );
    const done = runs.flatMap((r) =>
      r.status === 'fulfilled' ? [r.value as { id: string; events: { data: { reference?: string } }[] }] : [],
    );
    expect(runs.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((d) => d.events[0]!.data.reference)).size).toBe(1);
    expect(await counter()).toBe(before + 1);
    expect(await submittedReference(done[0]!.id)).toBe(done[0]!.events[0]!.data.reference);
  });

  it('has the prefix of its kind and the year of submission: CO, FB, TM', async () => {
    const applicant = await applicantToken(t);
    const company = await write(t.http.post('/api/v1/businesses'), { token: applicant.token })
      .send(
        await companyPayload(t, applicant.token, {
          trade_name: { locale: 'ckb', name: 'کۆمپانیای هەڵگورد', protection_level: 'kri_level' },
        }),
      )
      .expect(201);
    expect(company.body.data.attributes.reference).toBe(`CO-${YEAR}-000001`);
    const branch = await write(t.http.post('/api/v1/businesses'), { token: applicant.token }).send(
      await companyPayload(t, applicant.token, {
        type: 'foreign_company',
        company: { ...business().company, type: 'kri_branch', country: 'TR' },
        trade_name: { locale: 'ckb', name: 'لقی کۆمپانیای ئەنادۆڵ', protection_level: 'kri_level' },
        attachments: {
          primary_certificate: await upload(t, applicant.token, 'certificate'),
          parent_company_documents: [await upload(t, applicant.token, 'parent_company_document')],
        },
      }),
    );
    expect(branch.body.errors ?? []).toEqual([]);
    expect(branch.body.data.attributes.reference).toBe(`FB-${YEAR}-000001`);
    const mark = await write(t.http.post('/api/v1/trademarks'), { token: applicant.token })
      .send(trademark({ logo: undefined }))
      .expect(201);
    expect(mark.body.data.attributes.reference).toBe(`TM-${YEAR}-000001`);
  });
});

describe('e-mails (issue 23 §6), read from the SMTP sink', () => {
  it('the correction e-mail carries the reference, an absolute link and the reviewer’s comments under the fields’ labels in the applicant’s language', async () => {
    const { applicant, res } = await submitTradeName('کافتریای دارستان');
    const { id, attributes } = res.body.data;
    const transit = (event: string, version: number, body: object = {}) =>
      write(t.http.put(`/api/v1/trade_names/${id}/transit/${event}?version=${version}`), { token: reviewer })
        .send(body)
        .expect(200);
    await transit('start_legal_check', 1);
    await transit('return_to_applicant', 2, {
      reason: 'Spelling',
      fieldComments: { name: 'ناوەکە بە ڕێنووسی کوردی بنووسە', phone_number: 'ژمارەکە کار ناکات' },
    });
    await t.runtime.projections.catchUp();
    const returned = await t.mail.waitFor(applicant.email, (m) => m.text.includes('ناوەکە بە ڕێنووسی کوردی بنووسە'), 20_000);
    expect(returned!.subject).toContain(attributes.reference);
    expect(returned!.text).toContain(`ژمارەی سەرچاوە: ${attributes.reference}`);
    expect(returned!.text).toContain('• ناوی بازرگانی: ناوەکە بە ڕێنووسی کوردی بنووسە');
    expect(returned!.text).toContain('• ژمارەی تەلەفۆن: ژمارەکە کار ناکات');
    expect(returned!.text).not.toMatch(/phone_number|\bname\b/);
    expect(returned!.text).toMatch(new RegExp(`https?://[^\\s]+/my-applications/trade-names/${id}`));
    expect(returned!.text).toContain(`${linkOrigin(t.runtime.config)}/my-applications/trade-names/${id}`);
  });

  it('the transfer e-mail names the application, its reference and the sending address, with the lifetime in Kurdish digits', async () => {
    const { applicant, res } = await submitTradeName('مۆبیلیاتی ئاشتی');
    const { id, attributes } = res.body.data;
    const newEmail = `recipient-${randomUUID()}@example.org`;
    await write(t.http.post(`/api/v1/trade_names/${id}/request_otp_for_transfer_ownership?new_email=${encodeURIComponent(newEmail)}`), {
      token: applicant.token,
    })
      .set('Accept-Language', 'ckb')
      .expect(200);
    const mail = await t.mail.waitFor(newEmail);
    expect(mail.subject).toContain(attributes.reference);
    expect(mail.text).toContain('«مۆبیلیاتی ئاشتی»');
    expect(mail.text).toContain(attributes.reference);
    expect(mail.text).toContain(applicant.email);
    expect(mail.text).toContain('١٠ خولەک');
    expect(mail.text).not.toMatch(/(?<!\d)10 خولەک/);
  });
});
