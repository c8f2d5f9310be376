import { randomUUID } from 'node:crypto';
import type { Response } from 'superagent';
import { trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { applicantToken, staffToken, write } from './support/http.js';
import { cashReceipt, seedCivilRegistry, transitRequest, upload } from './support/applications.js';
import { eventually } from './support/eventually.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The public register of marks (issue 33 §1): reserved and terminated marks, searched by words in
 * any script through the examination's keys, by Nice class and by status, each with its image when
 * it has one. Marks are seeded through the commands (submit, then the workflow to reserved).
 */
let t: TestApp;
let applicant: { token: string; email: string };
let reviewer: string;
let director: string;
let cashier: string;
/** بەختیار / Bakhtiyar in classes 29 and 30, reserved, with a logo. */
let reservedMark: string;
/** هەولێر in class 43, reserved then terminated, no logo. */
let terminatedMark: string;
/** A mark still under examination: never published. */
let pendingMark: string;

const REGISTER = '/api/v1/public/trademarks';
const LOGO = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const submitMark = async (wordMark: Record<string, string>, classes: number[], logo?: string) => {
  const { logo: _fixture, ...details } = trademark({
    wordMark,
    classes: classes.map((classNumber) => ({ classNumber, terms: [`goods of class ${classNumber}`] })),
  });
  const res = await write(t.http.post('/api/v1/trademarks'), { token: applicant.token })
    .send({ ...details, ...(logo ? { logo } : {}) })
    .expect(201);
  return res.body.data.id as string;
};
const reserve = async (id: string) => {
  await transitRequest(t, 'trademarks', id, 'start_legal_check', reviewer, 1).expect(200);
  await transitRequest(t, 'trademarks', id, 'recommend_approval', reviewer, 2).expect(200);
  await transitRequest(t, 'trademarks', id, 'approve', director, 3).expect(200);
  await transitRequest(t, 'trademarks', id, 'confirm_payment', cashier, 4, cashReceipt()).expect(200);
};
const statusOf = (id: string) =>
  eventually(
    async () => (await t.db.owner.query('SELECT status FROM rm_word_marks WHERE stream_id = $1', [id])).rows[0]?.status,
    (status) => status !== undefined,
    'the mark in rm_word_marks',
  );
const idsOf = (res: Response) => res.body.data.map((r: { id: string }) => r.id);
const search = (query: Record<string, string>, language = 'en') => t.http.get(REGISTER).set('Accept-Language', language).query(query);

function binary(res: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  applicant = await applicantToken(t, `trademark-register-${randomUUID()}@example.org`);
  reviewer = (await staffToken(t, ['reviewer'])).token;
  director = (await staffToken(t, ['director'])).token;
  cashier = (await staffToken(t, ['cashier'])).token;

  reservedMark = await submitMark({ ckb: 'بەختیار' }, [29, 30], await upload(t, applicant.token, 'logo', 'png'));
  await reserve(reservedMark);
  terminatedMark = await submitMark({ ckb: 'هەولێر' }, [43]);
  await reserve(terminatedMark);
  await transitRequest(t, 'trademarks', terminatedMark, 'terminate', director, 5, { reason: 'not used' }).expect(200);
  pendingMark = await submitMark({ en: 'Qaladiza' }, [29]);
  await eventually(
    async () => [await statusOf(reservedMark), await statusOf(terminatedMark), await statusOf(pendingMark)],
    (s) => s.join() === 'reserved,terminated,submitted',
    'the three marks projected',
  );
}, 90_000);
afterAll(() => t.close());

describe('the public register of marks', () => {
  it('publishes reserved and terminated marks only, with their reference, words, classes, status and dates, never who holds them', async () => {
    const res = await search({}).expect(200);
    expect(idsOf(res)).toEqual(expect.arrayContaining([reservedMark, terminatedMark]));
    expect(idsOf(res)).not.toContain(pendingMark);
    expect(idsOf(await search({ words: 'Qaladiza' }).expect(200))).toEqual([]);
    expect(res.body.meta).toMatchObject({ page: 1, rowsPerPage: 20, total: 2, hasMore: false });
    const reserved = res.body.data.find((r: { id: string }) => r.id === reservedMark);
    expect(reserved.type).toBe('trademarks');
    expect(reserved.attributes).toEqual({
      reference: expect.stringMatching(/^TM-\d{4}-\d{6}$/),
      wordMark: { ckb: 'بەختیار' },
      classes: [29, 30],
      status: 'reserved',
      submittedAt: expect.any(String),
      reservedAt: expect.any(String),
      imageUrl: `${REGISTER}/${reservedMark}/image`,
    });
    expect(Date.parse(reserved.attributes.reservedAt)).toBeGreaterThanOrEqual(Date.parse(reserved.attributes.submittedAt));
    const terminated = res.body.data.find((r: { id: string }) => r.id === terminatedMark);
    expect(terminated.attributes).toMatchObject({ status: 'terminated', imageUrl: null, reservedAt: expect.any(String) });
    const text = JSON.stringify(res.body);
    for (const secret of [applicant.email, 'owner@example.com', '07501234567', 'upn']) expect(text).not.toContain(secret);
  });

  it.each([
    ['the same name typed in Latin letters', 'Bakhtiyar'],
    ['the Kurdish spelling', 'بەختیار'],
    ['an Arabic-script spelling', 'بختيار'],
    ['a lower-case spelling with another vowel', 'bakhtiar'],
  ])('finds the mark by %s', async (_what, words) => {
    expect(idsOf(await search({ words }).expect(200))).toEqual([reservedMark]);
  });

  it('finds a mark by its register number, and nothing for distinct words', async () => {
    const reference = (await search({ words: 'Bakhtiyar' })).body.data[0].attributes.reference as string;
    expect(idsOf(await search({ words: reference.toLowerCase() }).expect(200))).toEqual([reservedMark]);
    const none = await search({ words: 'Qandilstar' }).expect(200);
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('filters by Nice class and by status', async () => {
    expect(idsOf(await search({ niceClass: '30' }).expect(200))).toEqual([reservedMark]);
    expect(idsOf(await search({ niceClass: '43' }).expect(200))).toEqual([terminatedMark]);
    expect(idsOf(await search({ niceClass: '13' }).expect(200))).toEqual([]);
    expect(idsOf(await search({ status: 'terminated' }).expect(200))).toEqual([terminatedMark]);
    expect(idsOf(await search({ status: 'reserved', words: 'Hawler' }).expect(200))).toEqual([]);
    expect(idsOf(await search({ words: 'Hawler', status: 'terminated' }).expect(200))).toEqual([terminatedMark]);
  });

  it('pages and sorts as the other registers do', async () => {
    const first = await search({ rowsPerPage: '1', sortBy: 'submittedAt' }).expect(200);
    expect(idsOf(first)).toEqual([reservedMark]);
    expect(first.body.meta).toMatchObject({ page: 1, rowsPerPage: 1, total: 2, hasMore: true });
    const second = await search({ rowsPerPage: '1', page: '2', sortBy: 'submittedAt' }).expect(200);
    expect(idsOf(second)).toEqual([terminatedMark]);
    expect(second.body.meta.hasMore).toBe(false);
  });

  it.each([
    ['class 0', { niceClass: '0' }, 'niceClass', 'validation.number-min'],
    ['class 46', { niceClass: '46' }, 'niceClass', 'validation.number-max'],
    ['a class that is not a number', { niceClass: 'thirty' }, 'niceClass', 'validation.integer'],
    ['a status not published', { status: 'submitted' }, 'status', 'validation.one-of'],
    ['an unknown sort', { sortBy: 'holder' }, 'sortBy', 'validation.one-of'],
    ['words far too long', { words: 'B'.repeat(201) }, 'words', 'validation.text-max'],
    ['page 0', { page: '0' }, 'page', 'validation.number-min'],
    ['an unknown filter', { holder: 'someone' }, 'holder', undefined],
  ])('answers 422 naming the parameter for %s, in the reader’s language', async (_what, query, field, code) => {
    const res = await search(query, 'ckb');
    expect(res.status).toBe(422);
    const error = res.body.errors.find((e: { meta?: { field?: string } }) => e.meta?.field === field);
    expect(error).toBeDefined();
    if (code) expect(error.code).toBe(code);
    // The title is Central Kurdish: Arabic-script letters.
    expect(error.title).toMatch(/\p{Script=Arabic}/u);
  });
});

describe('a mark’s image', () => {
  it('serves a published mark’s logo inline, as the image it was checked to be', async () => {
    const res = await t.http.get(`${REGISTER}/${reservedMark}/image`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(res.body as Buffer, LOGO)).toBe(0);
  });

  it('answers 404 for a mark not published, one without an image, or anything that is not a mark', async () => {
    const logoOfPending = await upload(t, applicant.token, 'logo', 'png');
    const pendingWithLogo = await submitMark({ en: 'Garmiyan' }, [31], logoOfPending);
    await statusOf(pendingWithLogo);
    for (const id of [pendingWithLogo, terminatedMark, randomUUID(), 'not-an-id', logoOfPending])
      expect((await t.http.get(`${REGISTER}/${id}/image`)).status).toBe(404);
  });
});
