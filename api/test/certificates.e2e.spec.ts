import { randomUUID } from 'node:crypto';
import type { Response } from 'superagent';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { companyPayload, seedCivilRegistry, tradeNamePayload, transitRequest, cashReceipt } from './support/applications.js';
import { readPdf } from './support/pdf-reading.js';

/**
 * Registration certificates (issue 22 §8) end to end: a registered company and a granted trade
 * name, each certificate downloaded in the four languages, read back (its lines, its link, its
 * QR code decoded from the rendered page), the same bytes again, revalidated by ETag; only the
 * owner and staff get it; the public register confirms it.
 */
let t: TestApp;
let reviewer: string;
let director: string;
let cashier: string;
const PUBLIC_URL = 'https://registry.example.org';
const LOCALES = ['ckb', 'ar', 'en', 'kmr'] as const;

function binary(res: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

const download = (id: string, token: string, locale: string) =>
  t.http.get(`/api/v1/certificates/${id}?locale=${locale}`).set('Authorization', `Bearer ${token}`).buffer(true).parse(binary);

/** Through the whole workflow to registered (a company) or granted (a trade name). */
async function approveAndPay(kind: 'businesses' | 'trade_names', id: string) {
  await transitRequest(t, kind, id, 'start_legal_check', reviewer, 1).expect(200);
  await transitRequest(t, kind, id, 'recommend_approval', reviewer, 2).expect(200);
  await transitRequest(t, kind, id, 'approve', director, 3).expect(200);
  await transitRequest(t, kind, id, 'confirm_payment', cashier, 4, cashReceipt()).expect(200);
  // The public register (a projection) has it moments later.
  const publicPath = kind === 'businesses' ? `/api/v1/public/businesses/${id}` : `/api/v1/public/publications/trade_names/${id}`;
  for (let tries = 0; (await t.http.get(publicPath)).status !== 200; tries++) {
    if (tries > 100) throw new Error(`${id} never reached the public register`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL } });
  await seedCivilRegistry(t);
  reviewer = (await staffToken(t, ['reviewer'])).token;
  director = (await staffToken(t, ['director'])).token;
  cashier = (await staffToken(t, ['cashier'])).token;
});
afterAll(() => t.close());

describe('a registered company’s certificate', () => {
  const companyName = 'کۆمپانیای بەڵگەی ڕوون';
  let id: string;
  let uen: string;
  let owner: { token: string; email: string };

  beforeAll(async () => {
    owner = await applicantToken(t);
    id = (
      await write(t.http.post('/api/v1/businesses'), { token: owner.token })
        .send(await companyPayload(t, owner.token, { trade_name: { locale: 'ckb', name: companyName, protection_level: 'kri_level' } }))
        .expect(201)
    ).body.data.id;
    // Not registered yet: no certificate.
    await download(id, owner.token, 'ckb').expect(404);
    await approveAndPay('businesses', id);
    uen = (await t.http.get(`/api/v1/businesses/${id}`).set('Authorization', `Bearer ${owner.token}`).expect(200)).body.data.attributes.uen;
  });

  it.each(LOCALES)('in %s: the owner downloads a PDF with the UEN, the name, the public page as link and QR code', async (locale) => {
    const res = await download(id, owner.token, locale).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${uen}-${locale}.pdf"`);
    const pdf = readPdf(res.body);
    expect(pdf.lines).toContain(uen);
    expect(pdf.lines).toContain(companyName);
    const page = `${PUBLIC_URL}/businesses/${id}`;
    expect(pdf.qr).toBe(page);
    expect(pdf.links).toContain(page);
  });

  it('is the same bytes each time, and a client holding it revalidates by ETag', async () => {
    const first = await download(id, owner.token, 'ckb').expect(200);
    const second = await download(id, owner.token, 'ckb').expect(200);
    expect(Buffer.compare(first.body, second.body)).toBe(0);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Authenticated answers are never stored by browsers (docs/security.md); ETag still lets API clients revalidate.
    expect(first.headers['cache-control']).toBe('private, no-store');
    await download(id, owner.token, 'ckb').set('If-None-Match', first.headers.etag!).expect(304);
    // The language asked for, whatever the reader's; a language that is none of the four is refused at its parameter.
    const english = await download(id, owner.token, 'en').set('Accept-Language', 'ckb').expect(200);
    expect(english.headers['content-disposition']).toBe(`attachment; filename="certificate-${uen}-en.pdf"`);
    const refused = await download(id, owner.token, 'fr').set('Accept-Language', 'en').expect(422);
    expect(JSON.parse(refused.body.toString()).errors[0]).toMatchObject({
      code: 'certificate.unknown-language',
      title: 'Language: one of ckb, en, ar, kmr',
      source: { parameter: 'locale' },
    });
    // Another language is another file.
    expect((await download(id, owner.token, 'en').expect(200)).headers.etag).not.toBe(first.headers.etag);
  });

  it('is for its owner and staff only', async () => {
    await download(id, (await applicantToken(t)).token, 'en').expect(404);
    await t.http.get(`/api/v1/certificates/${id}`).expect(401);
    await download(id, (await staffToken(t, ['cashier'])).token, 'en').expect(200);
    await download(id, (await staffToken(t, ['system_admin'])).token, 'en').expect(200);
    await download(randomUUID(), reviewer, 'en').expect(404);
    await download('not-an-id', reviewer, 'en').expect(404);
  });

  it('is confirmed by the public register, by UEN and by id', async () => {
    for (const path of [`/api/v1/public/businesses/by-uen/${uen}`, `/api/v1/public/businesses/${id}`]) {
      const res = await t.http.get(path).set('Accept-Language', 'en').expect(200);
      expect(res.body.data.attributes.certificate).toEqual({
        number: uen,
        valid: true,
        message: `Certificate number ${uen} is valid.`,
        certifies: 'This company is registered in the business register.',
      });
    }
  });
});

describe('a granted trade name’s certificate', () => {
  const name = 'Blue Mountain Traders';
  let id: string;
  let owner: { token: string; email: string };

  beforeAll(async () => {
    owner = await applicantToken(t);
    id = (
      await write(t.http.post('/api/v1/trade_names'), { token: owner.token })
        .send(await tradeNamePayload(t, owner.token, name, { locale: 'en' }))
        .expect(201)
    ).body.data.id;
    await approveAndPay('trade_names', id);
  });

  it.each(LOCALES)('in %s: the owner downloads a PDF with the trade name’s number, the name and the public page', async (locale) => {
    const pdf = readPdf((await download(id, owner.token, locale).expect(200)).body);
    expect(pdf.lines).toContain(id);
    expect(pdf.lines).toContain(name);
    expect(pdf.qr).toBe(`${PUBLIC_URL}/tradenames/${id}`);
  });

  it('is refused to another applicant, given to staff, and confirmed on the public page', async () => {
    await download(id, (await applicantToken(t)).token, 'ckb').expect(404);
    await download(id, reviewer, 'ckb').expect(200);
    const res = await t.http.get(`/api/v1/public/publications/trade_names/${id}`).set('Accept-Language', 'ckb').expect(200);
    expect(res.body.data.attributes.certificate).toMatchObject({
      number: id,
      valid: true,
      certifies: 'ئەم ناوە بازرگانییە بەخشراوە و پارێزراوە.',
    });
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
    const pdf = readPdf((await download(id, owner.token, 'kmr').expect(200)).body);
    expect(pdf.lines).toContain(name);
  });
});
