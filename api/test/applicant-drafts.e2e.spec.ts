import { randomUUID } from 'node:crypto';
import { DRAFT_MAX_BYTES } from '@registry/domain/applications/drafts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { seedCivilRegistry, tradeNamePayload } from './support/applications.js';

/**
 * Registration drafts on the server (issue 23 §10): one per applicant and kind, saved over the
 * version last seen, partial (no application rule applied) but still a draft, size-limited,
 * never reachable by another applicant, and gone once the application is submitted.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
});
afterAll(() => t.close());

const values = (name: string) => ({
  type: 'local_company',
  email: 'a@example.org',
  trade_name: { locale: 'ckb', name },
  company: { capital_in_number: '12a' },
});
const getDraft = (token: string, kind = 'business') =>
  t.http.get(`/api/v1/drafts/${kind}`).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'en');
const saveDraft = (token: string, body: object, kind = 'business') =>
  write(t.http.put(`/api/v1/drafts/${kind}`), { token, idempotencyKey: null })
    .set('Accept-Language', 'en')
    .send(body);
const deleteDraft = (token: string, kind = 'business') => write(t.http.delete(`/api/v1/drafts/${kind}`), { token, idempotencyKey: null });

describe('applicant drafts', () => {
  it('saves a partial draft over the version last seen and refuses a stale version with 409 and the current one', async () => {
    const { token } = await applicantToken(t);
    // None yet is an empty answer, not a 404 (issue 34 §8: every registration starts by asking).
    const none = await getDraft(token).expect(200);
    expect(none.body).toEqual({ data: null });

    // Partial: a capital of "12a" and no steps done are stored as typed; the rules wait for the submission.
    const first = await saveDraft(token, { version: 0, values: values('کۆمپانیای چیا'), completed: ['basic-info'] }).expect(200);
    expect(first.body.data.attributes).toMatchObject({ version: 1, values: values('کۆمپانیای چیا'), completed: ['basic-info'] });

    const second = await saveDraft(token, {
      version: 1,
      values: values('کۆمپانیای چیای سەوز'),
      completed: ['basic-info', 'trade-name'],
    }).expect(200);
    expect(second.body.data.attributes.version).toBe(2);

    // Another device that last saw version 1 (or none) is told, not allowed to overwrite.
    for (const version of [1, 0]) {
      const stale = await saveDraft(token, { version, values: values('کۆن'), completed: [] }).expect(409);
      expect(stale.body.errors[0]).toMatchObject({ code: 'draft.version-conflict' });
      expect(stale.body.errors[0].meta).toMatchObject({ version: 2 });
    }
    const read = await getDraft(token).expect(200);
    expect(read.body.data).toMatchObject({
      type: 'drafts',
      id: 'business',
      attributes: { version: 2, completed: ['basic-info', 'trade-name'] },
    });
    expect(read.body.data.attributes.values.trade_name.name).toBe('کۆمپانیای چیای سەوز');

    // Kinds are separate drafts.
    expect((await getDraft(token, 'trade-name').expect(200)).body.data).toBeNull();
    await deleteDraft(token).expect(204);
    expect((await getDraft(token).expect(200)).body.data).toBeNull();
    await deleteDraft(token).expect(204);
  });

  it('is the owner’s only: another applicant neither reads, overwrites nor removes it; staff and visitors are refused', async () => {
    const owner = await applicantToken(t);
    const other = await applicantToken(t);
    await saveDraft(owner.token, { version: 0, values: values('مۆڵکی خاوەن'), completed: [] }).expect(200);

    // The other applicant has no draft of their own: nothing of the owner's is shown.
    expect((await getDraft(other.token).expect(200)).body).toEqual({ data: null });
    // The other applicant's save starts their own draft; the owner's is untouched.
    await saveDraft(other.token, { version: 0, values: values('هی تر'), completed: [] }).expect(200);
    await deleteDraft(other.token).expect(204);
    const mine = await getDraft(owner.token).expect(200);
    expect(mine.body.data.attributes).toMatchObject({ version: 1, values: { trade_name: { name: 'مۆڵکی خاوەن' } } });

    const staff = await staffToken(t, ['reviewer']);
    expect((await getDraft(staff.token)).status).toBe(403);
    await t.http.get('/api/v1/drafts/business').expect(401);
  });

  it('refuses what is not a draft with a clean 4xx naming the field', async () => {
    const { token } = await applicantToken(t);
    for (const body of [
      { version: 0, values: ['not', 'an', 'object'], completed: [] },
      { version: -1, values: {}, completed: [] },
      { version: 0, values: {} },
    ]) {
      const refused = await saveDraft(token, body).expect(422);
      expect(refused.body.errors[0].source.pointer).toMatch(/^\/(values|version|completed)$/);
    }
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 12; i++) deep = { nested: deep };
    const tooDeep = await saveDraft(token, { version: 0, values: deep, completed: [] }).expect(422);
    expect(tooDeep.body.errors[0]).toMatchObject({ code: 'draft.invalid' });
    const badStep = await saveDraft(token, { version: 0, values: {}, completed: ['basic-info', 'Not a step!'] }).expect(422);
    expect(badStep.body.errors[0]).toMatchObject({ code: 'draft.invalid', source: { pointer: '/completed/1' } });
    await saveDraft(token, { version: 0, values: {}, completed: [] }, 'trademark').expect(404);
    await getDraft(token, 'trademark').expect(404);
    expect((await getDraft(token).expect(200)).body.data).toBeNull();
  });

  it('refuses a draft over the size limit with 413 and keeps the one before', async () => {
    const { token } = await applicantToken(t);
    await saveDraft(token, { version: 0, values: values('سنووردار'), completed: [] }).expect(200);
    const texts = Object.fromEntries(
      Array.from({ length: Math.ceil(DRAFT_MAX_BYTES / 4000) + 1 }, (_, i) => [`note${i}`, 'x'.repeat(4000)]),
    );
    const tooLarge = await saveDraft(token, { version: 1, values: { ...values('سنووردار'), texts }, completed: [] }).expect(413);
    expect(tooLarge.body.errors[0]).toMatchObject({ code: 'draft.too-large' });
    expect((await getDraft(token).expect(200)).body.data.attributes.version).toBe(1);
  });

  it('is removed when the applicant submits that kind of application', async () => {
    const { token } = await applicantToken(t, `drafter-${randomUUID()}@example.org`);
    await saveDraft(token, { version: 0, values: { locale: 'ckb', name: 'دارتاش' }, completed: ['basic-info'] }, 'trade-name').expect(200);
    await saveDraft(token, { version: 0, values: values('کۆمپانیای ماوە'), completed: [] }).expect(200);
    await write(t.http.post('/api/v1/trade_names'), { token })
      .send(await tradeNamePayload(t, token, 'دارتاشی هەورامان'))
      .expect(201);
    expect((await getDraft(token, 'trade-name').expect(200)).body.data).toBeNull();
    // The company draft is another registration, still in progress.
    await getDraft(token).expect(200);
  });
});
