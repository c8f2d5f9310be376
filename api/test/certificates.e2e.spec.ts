import type { Response } from 'superagent';
import { randomUUID } from 'node:crypto';
import { LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { CertificateMessages as M } from '@registry/domain/certificates/messages';
import { certificateDay } from '@registry/domain/certificates/certificate';
import { trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { ApplicationCommands } from '../src/modules/applications/collaborators/application-commands.js';
import { ApplicationKinds } from '../src/modules/applications/kinds/application-kinds.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { companyPayload, seedCivilRegistry, tradeNamePayload, transitRequest, cashReceipt, upload } from './support/applications.js';
import { readPdf } from './support/pdf-reading.js';

/**
 * Certificates as documents (issue 33 §2) end to end: nobody gets one before a registrar issues
 * it (a recorded step, four-eyes against the examiners); the PDF states the facts in each of the
 * four languages, read back from the file; it is named by the register number; its QR code leads
 * to a public verification page, which says when a re-issue superseded it or a termination
 * withdrew it, with the hash of the event that issued it.
 */
let t: TestApp;
let reviewer: string;
let director: string;
let cashier: string;
let registrar: string;
const PUBLIC_URL = 'https://registry.example.org';

function binary(res: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

const download = (id: string, token: string, locale?: string) =>
  t.http
    .get(`/api/v1/certificates/${id}${locale ? `?locale=${locale}` : ''}`)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse(binary);
const issue = (path: string, id: string, token: string) =>
  write(t.http.post(`/api/v1/${path}/${id}/certificates`), { token }).set('Accept-Language', 'en');
const verify = (key: string, locale: Locale = 'en') => t.http.get(`/api/v1/public/certificates/${key}`).set('Accept-Language', locale);
/** The first error of an answer, whether read as bytes (the downloads) or as JSON. */
const errorOf = (res: Response) => (Buffer.isBuffer(res.body) ? JSON.parse(res.body.toString()) : res.body).errors[0];
const get = async (path: string, id: string, token: string) =>
  (await t.http.get(`/api/v1/${path}/${id}`).set('Authorization', `Bearer ${token}`).expect(200)).body.data.attributes;

/** Through the whole workflow to registered, granted or reserved; `approver` approves. */
async function approveAndPay(path: string, id: string, approver = director) {
  await transitRequest(t, path, id, 'start_legal_check', reviewer, 1).expect(200);
  await transitRequest(t, path, id, 'recommend_approval', reviewer, 2).expect(200);
  await transitRequest(t, path, id, 'approve', approver, 3).expect(200);
  await transitRequest(t, path, id, 'confirm_payment', cashier, 4, cashReceipt()).expect(200);
}

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL } });
  await seedCivilRegistry(t);
  reviewer = (await staffToken(t, ['reviewer'])).token;
  director = (await staffToken(t, ['director'])).token;
  cashier = (await staffToken(t, ['cashier'])).token;
  registrar = (await staffToken(t, ['registrar'])).token;
});
afterAll(() => t.close());

describe('a registered company’s certificate', () => {
  const companyName = 'کۆمپانیای بەڵگەی ڕوون';
  let id: string;
  let uen: string;
  let certificateId: string;
  let owner: { token: string; email: string };
  let approver: string;

  beforeAll(async () => {
    owner = await applicantToken(t);
    // A director who also holds the registrar's role: four-eyes still keeps them from issuing what they approved.
    approver = (await staffToken(t, ['director', 'registrar'])).token;
    id = (
      await write(t.http.post('/api/v1/businesses'), { token: owner.token })
        .send(await companyPayload(t, owner.token, { trade_name: { locale: 'ckb', name: companyName, protection_level: 'kri_level' } }))
        .expect(201)
    ).body.data.id;
    expect(errorOf(await download(id, owner.token, 'ckb').expect(409)).code).toBe('certificate.not-issued');
    await approveAndPay('businesses', id, approver);
    uen = (await get('businesses', id, owner.token)).uen;
  });

  it('exists only once issued, by a registrar who did not approve it; issuing again with nothing changed is refused', async () => {
    // Paid and registered, but not issued: no certificate yet.
    expect(errorOf(await download(id, owner.token, 'en').expect(409))).toMatchObject({ code: 'certificate.not-issued' });
    expect((await issue('businesses', id, reviewer).expect(403)).body.errors[0].code).toBe('workflow.not-permitted');
    expect((await issue('businesses', id, cashier).expect(403)).body.errors[0].code).toBe('workflow.not-permitted');
    expect((await issue('businesses', id, owner.token).expect(403)).body.errors[0].code).toBe('workflow.not-permitted');
    expect((await issue('businesses', id, approver).expect(403)).body.errors[0]).toMatchObject({
      code: 'certificate.four-eyes',
      title: 'Whoever examined, approved or rectified the application cannot issue its certificate',
    });
    const issued = (await issue('businesses', id, registrar).expect(201)).body.data;
    certificateId = issued.id;
    expect(issued).toMatchObject({ type: 'certificates', attributes: { number: `${uen}-C1`, registerNumber: uen, supersedes: null } });
    expect((await issue('businesses', id, registrar).expect(409)).body.errors[0].code).toBe('certificate.already-issued');
    // The step is in the application's history, like every other.
    const history = (await get('businesses', id, director)).history as { event: string }[];
    expect(history.map((h) => h.event)).toContain('issue_certificate');
  });

  it.each(LOCALES)(
    'in %s: the facts read back from the PDF, the file named by the UEN, the QR code to the verification page',
    async (locale) => {
      const res = await download(id, owner.token, locale).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${uen}-certificate-${locale}.pdf"`);
      const pdf = readPdf(res.body);
      const label = (code: string) => translate(code, locale);
      const { rows: places } = await t.db.owner.query(
        `SELECT p.name_${locale} AS province, d.name_${locale} AS district FROM districts d JOIN provinces p ON p.id = d.province_id WHERE d.id = 'erbil-soran'`,
      );
      const { rows: activities } = await t.db.owner.query(
        `SELECT coalesce(label_${locale}, label_en) AS label FROM activities WHERE id IN ('4711', '5630') ORDER BY id`,
      );
      const { rows: directorates } = await t.db.owner.query(
        `SELECT name->>'${locale}' AS name FROM directorates WHERE province_id = 'erbil'`,
      );
      expect(pdf.lines).toEqual(
        expect.arrayContaining([
          label(M['certificate.title.business']),
          companyName,
          label(M['certificate.uen']),
          uen,
          `${uen}-C1`,
          // Both shareholders of the fixture are named so by the civil registry.
          label(M['certificate.holders']),
          'ئاراس کەریم',
          places[0].province,
          places[0].district,
          ...activities.map((a: { label: string }) => a.label),
          label(M['certificate.protection.kri_level']),
          translate(M['certificate.dinars'], locale, { amount: '1,000,000' }),
          certificateDay(new Date(), locale),
          directorates[0]?.name ?? label(M['certificate.issuer']),
          label(M['certificate.role.registrar']),
        ]),
      );
      expect(pdf.lines.filter((l) => l === 'ئاراس کەریم')).toHaveLength(2);
      expect(pdf.qr).toBe(`${PUBLIC_URL}/certificates/${certificateId}`);
      expect(pdf.links).toContain(`${PUBLIC_URL}/certificates/${certificateId}`);
    },
  );

  it('comes in the holder’s language unless asked; the same bytes each time, revalidated by ETag; owner and staff only', async () => {
    const first = await download(id, owner.token).set('Accept-Language', 'en').expect(200);
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${uen}-certificate-ckb.pdf"`);
    const second = await download(id, owner.token, 'ckb').expect(200);
    expect(Buffer.compare(first.body, second.body)).toBe(0);
    expect(first.headers['cache-control']).toBe('private, no-store');
    await download(id, owner.token, 'ckb').set('If-None-Match', first.headers.etag!).expect(304);
    expect(errorOf(await download(id, owner.token, 'fr').set('Accept-Language', 'en').expect(422))).toMatchObject({
      code: 'certificate.unknown-language',
      source: { parameter: 'locale' },
    });
    await download(id, (await applicantToken(t)).token, 'en').expect(404);
    await t.http.get(`/api/v1/certificates/${id}`).expect(401);
    await download(id, reviewer, 'en').expect(200);
    await download(randomUUID(), reviewer, 'en').expect(404);
    await download('not-an-id', reviewer, 'en').expect(404);
  });

  it('is verified by anyone, by id or number: its facts (persons by initials), valid, and the hash of the event that issued it', async () => {
    const { rows } = await t.db.owner.query(
      `SELECT hash FROM es_events WHERE stream_id = $1 AND event_type = 'business.certificate-issued'`,
      [id],
    );
    for (const key of [certificateId, `${uen}-C1`, `${uen}-c1`]) {
      const res = await verify(key).expect(200);
      expect(res.body.data).toMatchObject({
        type: 'certificate-verifications',
        id: certificateId,
        attributes: {
          number: `${uen}-C1`,
          registerNumber: uen,
          kind: 'business',
          standing: 'valid',
          message: 'This certificate is valid.',
          issuingEventHash: rows[0].hash,
          supersededBy: null,
        },
      });
      expect(res.body.data.attributes.facts).toEqual(
        expect.arrayContaining([
          { label: 'Name', values: [companyName] },
          { label: 'Holders', values: ['ئ. ک.', 'ئ. ک.'] },
          { label: 'Capital', values: ['1,000,000 Iraqi dinars'] },
        ]),
      );
    }
    expect((await verify(`${uen}-C1`, 'ckb').expect(200)).body.data.attributes.message).toBe('ئەم بڕوانامەیە دروستە.');
    await verify(randomUUID()).expect(404);
    await verify('TN-1900-000000-C1').expect(404);
  });
});

describe('a trade name’s certificate, re-issued after a transfer and withdrawn by a termination', () => {
  const name = 'Blue Mountain Traders';
  let id: string;
  let reference: string;
  let first: { id: string; attributes: { number: string } };
  let owner: { token: string; email: string };

  beforeAll(async () => {
    owner = await applicantToken(t);
    id = (
      await write(t.http.post('/api/v1/trade_names'), { token: owner.token })
        .send(await tradeNamePayload(t, owner.token, name, { locale: 'en' }))
        .expect(201)
    ).body.data.id;
    await approveAndPay('trade_names', id);
    reference = (await get('trade_names', id, owner.token)).reference;
    first = (await issue('trade_names', id, registrar).expect(201)).body.data;
  });

  it.each(LOCALES)(
    'in %s: the reference people use (not the record’s id) and the name, in a file named by the reference',
    async (locale) => {
      const res = await download(id, owner.token, locale).expect(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${reference}-certificate-${locale}.pdf"`);
      const pdf = readPdf(res.body);
      expect(reference).toMatch(/^TN-\d{4}-\d{6}$/);
      expect(pdf.lines).toEqual(
        expect.arrayContaining([translate(M['certificate.title.trade-name'], locale), reference, `${reference}-C1`, name]),
      );
      expect(pdf.lines.some((l) => l.includes(id))).toBe(false);
      expect(pdf.qr).toBe(`${PUBLIC_URL}/certificates/${first.id}`);
    },
  );

  it('a re-issue after the name changed hands supersedes the first; the old verification answer says so; a termination withdraws the new one', async () => {
    const kinds = t.app.get(ApplicationKinds);
    const commands = t.app.get(ApplicationCommands);
    const aggregate = kinds.named('trade-names').aggregate;
    const newEmail = `new-owner-${randomUUID()}@example.org`;
    const as = { kind: 'applicant' as const, email: owner.email };
    // The transfer's own call checks a code sent by e-mail (applications.e2e.spec.ts); here the decider's steps are taken directly.
    await commands.execute(aggregate, id, () => ({ type: 'request_transfer', at: new Date(), actor: as, newEmail }));
    const approval = await upload(t, owner.token, 'approval_document');
    await commands.execute(aggregate, id, () => ({
      type: 'confirm_transfer',
      at: new Date(),
      actor: { kind: 'applicant', email: newEmail },
      approvalDocuments: [approval],
    }));
    // Until re-issued the first still stands; then it is superseded.
    expect((await verify(first.id).expect(200)).body.data.attributes.standing).toBe('valid');
    const second = (await issue('trade_names', id, registrar).expect(201)).body.data;
    expect(second.attributes).toMatchObject({ number: `${reference}-C2`, supersedes: first.id });

    const old = (await verify(`${reference}-C1`).expect(200)).body.data.attributes;
    expect(old).toMatchObject({
      standing: 'superseded',
      message: 'This certificate has been superseded by a newer one.',
      supersededBy: { id: second.id, number: `${reference}-C2` },
    });
    expect((await verify(second.id).expect(200)).body.data.attributes.standing).toBe('valid');
    // The download is the current certificate.
    expect(readPdf((await download(id, director, 'en').expect(200)).body).lines).toContain(`${reference}-C2`);

    await transitRequest(t, 'trade_names', id, 'terminate', director, 9, { reason: 'Licence withdrawn' }).expect(200);
    expect((await verify(second.id, 'kmr').expect(200)).body.data.attributes).toMatchObject({
      standing: 'withdrawn',
      message: 'Ev belge hate vekişandin: tomar bi dawî bûye.',
    });
    expect((await verify(first.id).expect(200)).body.data.attributes.standing).toBe('superseded');
  });
});

describe('a reserved trademark’s certificate', () => {
  it('is issued and states the mark, its reference, its holder and its classes', async () => {
    const owner = await applicantToken(t);
    const { logo: _logo, ...details } = trademark({
      wordMark: { en: 'Quillfeather' },
      classes: [{ classNumber: 16, terms: ['paper', 'notebooks'] }],
    });
    const id = (await write(t.http.post('/api/v1/trademarks'), { token: owner.token }).send(details).expect(201)).body.data.id;
    await approveAndPay('trademarks', id);
    const reference = (await get('trademarks', id, owner.token)).reference;
    await issue('trademarks', id, registrar).expect(201);
    const res = await download(id, owner.token, 'en').expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${reference}-certificate-en.pdf"`);
    expect(readPdf(res.body).lines).toEqual(
      expect.arrayContaining([
        'Certificate of trademark reservation',
        'Quillfeather',
        reference,
        `${reference}-C1`,
        'ئاراس کەریم',
        'Class 16: paper, notebooks',
      ]),
    );
    // Read in Central Kurdish, the class and the days are in Kurdish digits, the months as the portals name them (issue 35).
    const facts = (await verify(`${reference}-C1`, 'ckb').expect(200)).body.data.attributes.facts as { label: string; values: string[] }[];
    const values = facts.flatMap((fact) => fact.values);
    expect(values).toContain('پۆلی ١٦: paper, notebooks');
    expect(values.filter((value) => /^[٠-٩]+ [\u0600-\u06ff ]+ [٠-٩]{4}$/.test(value)).length).toBeGreaterThanOrEqual(2);
    // Only the register's numbers keep their Latin digits (they are typed and searched as printed).
    expect(values.filter((value) => !value.startsWith(reference)).join(' ')).not.toMatch(/[0-9]/);
  });
});

// Issue 34 §2: Kurmanji (Latin letters) is a name language in the registration and the register.
describe('a trade name chosen in Kurmanji', () => {
  const name = 'Rêbaz Çiya';

  it('is submitted as Kurmanji, granted, and listed in the public register as Kurmanji with a certificate', async () => {
    const owner = await applicantToken(t);
    const id = (
      await write(t.http.post('/api/v1/trade_names'), { token: owner.token })
        .send(await tradeNamePayload(t, owner.token, name, { locale: 'kmr' }))
        .expect(201)
    ).body.data.id;
    await approveAndPay('trade_names', id);
    const register = await t.http.get('/api/v1/public/trade_names').query({ name: 'Rêbaz Çiya' }).expect(200);
    expect(register.body.data).toContainEqual(
      expect.objectContaining({ attributes: expect.objectContaining({ name, language: 'kmr', status: 'granted' }) }),
    );
    await issue('trade_names', id, registrar).expect(201);
    const pdf = readPdf((await download(id, owner.token, 'kmr').expect(200)).body);
    expect(pdf.lines).toContain(name);
  });
});

// Issue 33: a correction after issue (rectification of the register by staff) supersedes the certificate.
describe('a registered company’s record rectified after its certificate was issued', () => {
  const companyName = 'کۆمپانیای تۆماری ڕاستکراو';
  let id: string;
  let uen: string;
  let first: { id: string };
  let owner: { token: string; email: string };
  /** A director who also holds the registrar's role and examined nothing: only four-eyes keeps them from issuing what they rectified. */
  let rectifier: string;
  const REASON = 'The company is seated in Koya; the clerk typed Soran (letter of the directorate, 2026/114)';
  const rectify = (token: string, body: object, version?: number, locale: Locale = 'en') =>
    write(t.http.post(`/api/v1/businesses/${id}/rectifications${version === undefined ? '' : `?version=${version}`}`), { token })
      .set('Accept-Language', locale)
      .send(body);
  const koya = { company: { address: { district_id: 'erbil-koya' } } };
  const eventsOf = async () =>
    (await t.db.owner.query(`SELECT event_type FROM es_events WHERE stream_id = $1 ORDER BY stream_version`, [id])).rows.map(
      (r: { event_type: string }) => r.event_type,
    );

  beforeAll(async () => {
    owner = await applicantToken(t);
    rectifier = (await staffToken(t, ['director', 'registrar'])).token;
    id = (
      await write(t.http.post('/api/v1/businesses'), { token: owner.token })
        .send(await companyPayload(t, owner.token, { trade_name: { locale: 'ckb', name: companyName, protection_level: 'kri_level' } }))
        .expect(201)
    ).body.data.id;
    await approveAndPay('businesses', id);
    uen = (await get('businesses', id, owner.token)).uen;
    first = (await issue('businesses', id, registrar).expect(201)).body.data;
  });

  it('is refused to whoever may not rectify, before registration, and when nothing is a cause to re-issue; nothing is written', async () => {
    const before = await eventsOf();
    // Without a rectification (or another cause) the certificate is not issued again.
    expect(errorOf(await issue('businesses', id, registrar).expect(409))).toMatchObject({ code: 'certificate.already-issued' });
    for (const token of [registrar, reviewer, cashier, owner.token])
      expect(errorOf(await rectify(token, { reason: REASON, patch: koya }, 6).expect(403)).code).toBe('workflow.not-permitted');
    // Not registered yet: there is no record to rectify.
    const other = await applicantToken(t);
    const pending = (
      await write(t.http.post('/api/v1/businesses'), { token: other.token })
        .send(
          await companyPayload(t, other.token, {
            trade_name: { locale: 'ckb', name: 'کۆمپانیای چاوەڕوان', protection_level: 'kri_level' },
          }),
        )
        .expect(201)
    ).body.data.id;
    const early = await write(t.http.post(`/api/v1/businesses/${pending}/rectifications`), { token: director })
      .set('Accept-Language', 'en')
      .send({ reason: REASON, patch: koya })
      .expect(409);
    expect(errorOf(early)).toMatchObject({ code: 'workflow.not-allowed-in-state' });
    // A stale version is a conflict, as for every step.
    expect(errorOf(await rectify(director, { reason: REASON, patch: koya }, 5).expect(409)).code).toBe('stale-version');
    // The transit route does not take the step: it has its own call.
    await transitRequest(t, 'businesses', id, 'rectify', director, 6, { reason: REASON }).expect(404);
    expect(await eventsOf()).toEqual(before);
  });

  it('refuses a bad patch with a 422 naming the field in each language, and changes nothing', async () => {
    const before = await eventsOf();
    const district: Record<Locale, string> = { ckb: 'قەزا', en: 'District', ar: 'القضاء', kmr: 'Navçe' };
    for (const locale of LOCALES) {
      const res = await rectify(director, { reason: REASON, patch: { company: { address: { district_id: 'duhok-zakho' } } } }, 6, locale);
      expect(res.status).toBe(422);
      const error = errorOf(res);
      expect(error).toMatchObject({ code: 'address.district-outside-province', source: { pointer: '/patch/company/address/district_id' } });
      expect(error.title).toContain(district[locale]);
      expect(error.title).toBe(translate('address.district-outside-province', locale, { field: district[locale], provinceId: 'duhok' }));
    }
    const unknown = errorOf(
      await rectify(director, { reason: REASON, patch: { company: { address: { district_id: 'erbil-atlantis' } } } }, 6),
    );
    expect(unknown).toMatchObject({ code: 'district.unknown', title: 'District: this district is not known' });
    // A fact that is not a clerical error (the capital, the name) is not open to rectification.
    const capital = errorOf(await rectify(director, { reason: REASON, patch: { company: { capital_in_number: 2_000_000 } } }, 6));
    expect(capital).toMatchObject({ status: '422', source: { pointer: '/patch/company/capital_in_number' } });
    const name = errorOf(await rectify(director, { reason: REASON, patch: { trade_name: { name: 'Another name' } } }, 6, 'ckb'));
    expect(name).toMatchObject({ status: '422', source: { pointer: '/patch/trade_name/name' } });
    // A trade name's field of another kind (a trademark's classes) is the domain's refusal, at the field.
    const classes = errorOf(await rectify(director, { reason: REASON, patch: { classes: [{ classNumber: 16, terms: ['paper'] }] } }, 6));
    expect(classes).toMatchObject({ code: 'rectification.not-rectifiable', source: { pointer: '/patch/classes' } });
    // The district it already has: nothing to rectify.
    const same = errorOf(await rectify(director, { reason: REASON, patch: { company: { address: { district_id: 'erbil-soran' } } } }, 6));
    expect(same).toMatchObject({
      code: 'rectification.no-changes',
      title: 'Rectified facts: the rectification changes nothing in the record',
    });
    const noReason = errorOf(await rectify(director, { reason: '  ', patch: koya }, 6, 'ar'));
    expect(noReason).toMatchObject({ status: '422', source: { pointer: '/reason' } });
    expect(await eventsOf()).toEqual(before);
  });

  it('once rectified, the rectifier may not issue; a registrar re-issues, and the old verification page says superseded', async () => {
    const rectified = await rectify(rectifier, { reason: REASON, patch: koya }, 6).expect(200);
    const attributes = rectified.body.data.attributes;
    expect(attributes.version).toBe(7);
    expect(attributes.details.company.address).toMatchObject({
      province_id: 'erbil',
      district_id: 'erbil-koya',
      street: 'شەقامی ١٠٠ مەتری',
    });
    expect(attributes.history.at(-1)).toMatchObject({ event: 'rectify', from: 'registered', to: 'registered', reason: REASON });
    expect((await eventsOf()).at(-1)).toBe('business.record-rectified');
    // The rectifier's own back office announces the refusal before they try.
    expect((await get('businesses', id, rectifier)).refusedEvents).toMatchObject({ issue_certificate: 'certificate.four-eyes' });
    expect(errorOf(await issue('businesses', id, rectifier).expect(403))).toMatchObject({ code: 'certificate.four-eyes' });

    const second = (await issue('businesses', id, registrar).expect(201)).body.data;
    expect(second.attributes).toMatchObject({ number: `${uen}-C2`, supersedes: first.id });
    expect(errorOf(await issue('businesses', id, registrar).expect(409)).code).toBe('certificate.already-issued');

    const old = (await verify(first.id).expect(200)).body.data.attributes;
    expect(old).toMatchObject({
      standing: 'superseded',
      message: 'This certificate has been superseded by a newer one.',
      supersededBy: { id: second.id, number: `${uen}-C2` },
    });
    // Each states the facts as issued: the old one Soran, the new one Koya.
    expect(old.facts).toContainEqual({ label: 'District', values: ['Soran'] });
    const current = (await verify(`${uen}-C2`).expect(200)).body.data.attributes;
    expect(current).toMatchObject({ standing: 'valid', supersededBy: null });
    expect(current.facts).toContainEqual({ label: 'District', values: ['Koya'] });
    const pdf = readPdf((await download(id, owner.token, 'ckb').expect(200)).body);
    expect(pdf.lines).toEqual(expect.arrayContaining([`${uen}-C2`, 'کۆیە']));
    expect(pdf.lines).not.toContain('سۆران');
    // The audit trail has the step with who and why, like every other.
    const history = (await get('businesses', id, director)).history as { event: string; reason: string | null }[];
    expect(history.map((h) => h.event).slice(-3)).toEqual(['issue_certificate', 'rectify', 'issue_certificate']);
  });
});

describe('a reserved trademark’s terms rectified', () => {
  it('re-issues a certificate stating the corrected terms; a class itself cannot be changed', async () => {
    const owner = await applicantToken(t);
    const { logo: _logo, ...details } = trademark({
      wordMark: { en: 'Inkwell' },
      classes: [{ classNumber: 16, terms: ['paper', 'notebok'] }],
    });
    const id = (await write(t.http.post('/api/v1/trademarks'), { token: owner.token }).send(details).expect(201)).body.data.id;
    await approveAndPay('trademarks', id);
    const reference = (await get('trademarks', id, owner.token)).reference;
    const first = (await issue('trademarks', id, registrar).expect(201)).body.data;
    const rectify = (classes: object) =>
      write(t.http.post(`/api/v1/trademarks/${id}/rectifications`), { token: director })
        .set('Accept-Language', 'kmr')
        .send({ reason: 'Misspelt term', patch: { classes } });
    const moved = errorOf(await rectify([{ classNumber: 17, terms: ['paper', 'notebook'] }]).expect(422));
    expect(moved).toMatchObject({ code: 'rectification.classes-fixed', source: { pointer: '/patch/classes/0/classNumber' } });
    expect(moved.title).toContain('Hejmara polê');
    await rectify([{ classNumber: 16, terms: ['paper', 'notebook'] }]).expect(200);
    const second = (await issue('trademarks', id, registrar).expect(201)).body.data;
    expect((await verify(first.id).expect(200)).body.data.attributes).toMatchObject({
      standing: 'superseded',
      supersededBy: { id: second.id, number: `${reference}-C2` },
    });
    const facts = (await verify(second.id).expect(200)).body.data.attributes.facts as { label: string; values: string[] }[];
    expect(facts).toContainEqual({ label: 'Classes', values: ['Class 16: paper, notebook'] });
  });
});
