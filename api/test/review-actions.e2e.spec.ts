import { randomUUID } from 'node:crypto';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import { applicantToken, staffToken, write } from './support/http.js';
import { cashReceipt, seedCivilRegistry, tradeNamePayload, transitRequest } from './support/applications.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually } from './support/eventually.js';

/**
 * Issue 22 §4 and §5 over HTTP: four-eyes (whoever recommended cannot approve: 403
 * workflow.four-eyes, and the application says so in `refusedEvents`), the cashier's receipt on
 * confirm payment (required, validated, stored in the event), and the receipts of a day as a
 * list and as CSV.
 */
let t: TestApp;
let dual: { token: string; userId: string };
let secondDirector: { token: string; userId: string };
let cashier: { token: string; userId: string };
let otherCashier: { token: string; userId: string };
let reviewer: { token: string; userId: string };

const today = () => registryToday();
const admin = (path: string, token: string) =>
  t.http.get(`/api/admin${path}`).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'en');
const step = async (id: string, event: string, token: string, version: number, body: object = {}) =>
  (await transitRequest(t, 'trade_names', id, event, token, version, body).expect(200)).body.data.attributes;

/** A trade name recommended for approval by `recommender`; its id and version. */
async function recommendedBy(recommender: string, name: string): Promise<string> {
  const applicant = await applicantToken(t, `review-actions-${randomUUID()}@example.org`);
  const created = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
    .send(await tradeNamePayload(t, applicant.token, name))
    .expect(201);
  const id = created.body.data.id as string;
  await step(id, 'start_legal_check', recommender, 1);
  await step(id, 'recommend_approval', recommender, 2);
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  dual = await staffToken(t, ['reviewer', 'director']);
  secondDirector = await staffToken(t, ['director']);
  cashier = await staffToken(t, ['cashier']);
  otherCashier = await staffToken(t, ['cashier']);
  reviewer = await staffToken(t, ['reviewer']);
});
afterAll(() => t.close());

describe('four-eyes', () => {
  it('a user with the reviewer and director roles who recommended is refused approval (403 workflow.four-eyes); a second director approves', async () => {
    const id = await recommendedBy(dual.token, 'چاوی دووەم');

    const seen = (await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${dual.token}`).expect(200)).body.data
      .attributes;
    expect(seen.allowedEvents).toContain('approve');
    expect(seen.refusedEvents).toEqual({ approve: 'workflow.four-eyes' });

    const refused = await transitRequest(t, 'trade_names', id, 'approve', dual.token, 3).expect(403);
    expect(refused.body.errors[0]).toMatchObject({ code: 'workflow.four-eyes', title: expect.stringContaining('another director') });
    const inKurdish = await transitRequest(t, 'trade_names', id, 'approve', dual.token, 3).set('Accept-Language', 'ckb').expect(403);
    expect(inKurdish.body.errors[0].title).toContain('بەڕێوەبەرێکی تر');

    const other = (await t.http.get(`/api/v1/trade_names/${id}`).set('Authorization', `Bearer ${secondDirector.token}`).expect(200)).body
      .data.attributes;
    expect(other.refusedEvents).toEqual({});
    const approved = await step(id, 'approve', secondDirector.token, 3);
    expect(approved.status).toBe('waiting_for_payment');
  });
});

describe('confirm payment with a receipt, and the receipts of a day', () => {
  let paidId: string;
  let otherId: string;

  beforeAll(async () => {
    paidId = await recommendedBy(reviewer.token, 'باخی هەنار');
    await step(paidId, 'approve', secondDirector.token, 3);
    otherId = await recommendedBy(reviewer.token, 'کانیاوی سارد');
    await step(otherId, 'approve', secondDirector.token, 3);
  });

  it('refuses a payment without a receipt, or with a malformed number or a future date, each by its field (422)', async () => {
    const missing = await transitRequest(t, 'trade_names', paidId, 'confirm_payment', cashier.token, 4).expect(422);
    expect(missing.body.errors.map((e: { code: string; meta?: { field?: string } }) => [e.code, e.meta?.field])).toEqual([
      ['validation.required', 'receiptNumber'],
      ['validation.required', 'receiptDate'],
    ]);
    const malformed = await transitRequest(t, 'trade_names', paidId, 'confirm_payment', cashier.token, 4, {
      receiptNumber: '<b>1</b>',
      receiptDate: '2999-01-01',
    }).expect(422);
    expect(malformed.body.errors.map((e: { code: string }) => e.code)).toEqual(['payment.receipt-number', 'date.in-future']);
  });

  it('records the receipt number and date in the event, and lists the day’s receipts by cashier, as JSON and CSV', async () => {
    const paid = await step(paidId, 'confirm_payment', cashier.token, 4, cashReceipt(' R-7001 '));
    expect(paid.status).toBe('granted');
    await step(otherId, 'confirm_payment', otherCashier.token, 4, cashReceipt('R-7002'));

    const stored = await t.db.owner.query(
      `SELECT data FROM es_events WHERE stream_id = $1 AND event_type = 'trade-name.payment-confirmed'`,
      [paidId],
    );
    expect(stored.rows[0].data).toMatchObject({
      receiptNumber: 'R-7001',
      receiptDate: today(),
      actor: { kind: 'staff', id: cashier.userId },
    });
    expect(JSON.stringify(stored.rows[0].data)).not.toMatch(/amount/i);

    const mine = await eventually(
      () => admin(`/receipts?date=${today()}&cashierId=${cashier.userId}`, cashier.token).expect(200),
      (res) => res.body.length === 1,
      'the cashier’s receipt listed',
    );
    expect(mine.headers['x-total-count']).toBe('1');
    expect(mine.body[0]).toMatchObject({
      id: paidId,
      kind: 'trade-name',
      receiptNumber: 'R-7001',
      receiptDate: today(),
      cashierId: cashier.userId,
    });
    expect(mine.body[0].name).toBe('باخی هەنار');

    const everyone = await eventually(
      () => admin(`/receipts?date=${today()}`, cashier.token).expect(200),
      (res) => res.body.length >= 2,
      'both receipts listed',
    );
    expect(everyone.body.map((r: { receiptNumber: string }) => r.receiptNumber)).toEqual(expect.arrayContaining(['R-7001', 'R-7002']));
    expect((await admin('/receipts?date=2000-01-01', cashier.token).expect(200)).body).toEqual([]);

    const csv = await admin(`/receipts.csv?date=${today()}&cashierId=${cashier.userId}`, cashier.token).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`receipts-${today()}`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('receipt_number,receipt_date,kind,application_id,name,uen,cashier_id,cashier_name,confirmed_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`R-7001,${today()},trade-name,${paidId},باخی هەنار`);
  });

  it('only cashiers read the receipts; a bad date is a 422', async () => {
    await admin(`/receipts?date=${today()}`, reviewer.token).expect(403);
    await admin(`/receipts.csv?date=${today()}`, secondDirector.token).expect(403);
    await admin('/receipts?date=yesterday', cashier.token).expect(422);
  });
});
