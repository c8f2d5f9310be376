import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { HOLDER_LOCK_SPACE } from '../src/shared/idempotency/holder-lock.js';
import { seedCivilRegistry, tradeNamePayload, transitRequest } from './support/applications.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 20 §1, write by write: the process dies after a write committed and before its answer
 * was recorded. Simulated exactly: the write runs, then its record is put back as it stood in
 * that window (in flight, no answer, held by a process that is gone). The retry with the same
 * key answers the original result as a replay, never a second write, a 409 or a 500. The crash
 * test (idempotency-crash.e2e.spec.ts) does the same with real kills.
 */
let t: TestApp;
let admin: string;
let director: string;
let reviewer: { token: string; userId: string };
let applicant: { token: string; email: string };

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  ({ token: admin } = await staffToken(t, ['system_admin']));
  ({ token: director } = await staffToken(t, ['director']));
  reviewer = await staffToken(t, ['reviewer']);
  applicant = await applicantToken(t);
});
afterAll(() => t.close());

const DEFAULT_WEEK = ['working_hours', 'working_hours', 'working_hours', 'working_hours', 'working_hours', 'off', 'off'];

/** A holder id no session holds: its process is gone. */
const DEAD_HOLDER = 424_242;

/** Puts the key's record back as the commit-to-mark window left it: in flight, without an answer, its holder gone. */
async function crashAfterCommit(key: string, holder = DEAD_HOLDER): Promise<void> {
  const { rowCount } = await t.db.owner.query(
    `UPDATE idempotency_records SET state = 'in-flight', response_status = NULL, response_body = NULL, location = NULL, completed_at = NULL, holder = $2
      WHERE key = $1`,
    [key, holder],
  );
  expect(rowCount).toBe(1);
}

/** A made-up name in Kurdish letters that no other application holds. */
const LETTERS = ['ب', 'پ', 'ت', 'ج', 'چ', 'خ', 'د', 'ر', 'ز', 'س', 'ش', 'ف', 'ق', 'ک', 'گ', 'ل', 'م', 'ن'];
const VOWELS = ['ا', 'ۆ', 'ێ', 'ە', 'ی', 'و'];
const word = () =>
  Array.from({ length: 5 }, (_, i) => (i % 2 ? VOWELS : LETTERS)[randomInt(i % 2 ? VOWELS.length : LETTERS.length)]).join('');
const freshName = () => `${word()} ${word()} ${word()}`;

const count = async (sql: string, values: unknown[]) => Number((await t.db.owner.query(sql, values)).rows[0].n);

describe('a retry after the process died between commit and answer', () => {
  it('submit: the same application (id derived from the key), as a replay; the payload checks do not refuse its own uploads and name', async () => {
    const key = randomUUID();
    const payload = await tradeNamePayload(t, applicant.token, freshName());
    const first = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token, idempotencyKey: key })
      .send(payload)
      .expect(201);
    await crashAfterCommit(key);

    const retry = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token, idempotencyKey: key }).send(payload);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers.location).toBe(first.headers.location);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(retry.body.data.attributes).toMatchObject({ status: 'submitted', version: 1 });
    expect(
      await count(`SELECT count(DISTINCT stream_id) AS n FROM es_events WHERE metadata->>'idempotencyKey' LIKE '%' || $1`, [key]),
    ).toBe(1);
    // The answer is recorded now: a further retry is a plain replay.
    const again = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token, idempotencyKey: key })
      .send(payload)
      .expect(201);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('a transit (assign): the original answer at its version, not a stale-version 409 or a duplicate event id', async () => {
    const payload = await tradeNamePayload(t, applicant.token, freshName());
    const id = (await write(t.http.post('/api/v1/trade_names'), { token: applicant.token }).send(payload).expect(201)).body.data.id;
    const key = randomUUID();
    const first = await transitRequest(t, 'trade_names', id, 'assign', director, 1, { assigneeId: reviewer.userId }, key).expect(200);
    // Someone moves the application on meanwhile: the replay still answers the stream right after the assign.
    await transitRequest(t, 'trade_names', id, 'start_legal_check', reviewer.token, 2).expect(200);
    await crashAfterCommit(key);

    const retry = await transitRequest(t, 'trade_names', id, 'assign', director, 1, { assigneeId: reviewer.userId }, key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.attributes).toMatchObject({
      version: 2,
      assigneeId: reviewer.userId,
      status: first.body.data.attributes.status,
    });
    expect(await count('SELECT count(*) AS n FROM es_events WHERE stream_id = $1', [id])).toBe(3);
  });

  it('upload: the same file (id derived from the key), not a second copy', async () => {
    const key = randomUUID();
    const send = () =>
      write(t.http.post('/api/v1/files'), { token: applicant.token, idempotencyKey: key })
        .field('kind', 'other')
        .attach('file', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'), 'document.pdf');
    const first = await send().expect(201);
    await crashAfterCommit(key);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(
      await count(`SELECT count(*) AS n FROM uploaded_files WHERE owner = $1 AND original_name = 'document.pdf' AND kind = 'other'`, [
        `applicant:${applicant.email}`,
      ]),
    ).toBe(1);
  });

  it('staff user creation: the same user (id derived from the key), not "e-mail taken"', async () => {
    const key = randomUUID();
    const body = {
      email: `crash-${randomUUID()}@registry.test`,
      first_name: 'Shilan',
      last_name: 'Aziz',
      roles: ['reviewer'],
      password: `pw-${randomUUID()}`,
    };
    const first = await write(t.http.post('/api/v1/users'), { token: admin, idempotencyKey: key }).send(body).expect(201);
    await crashAfterCommit(key);
    const retry = await write(t.http.post('/api/v1/users'), { token: admin, idempotencyKey: key }).send(body);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.id).toBe(first.body.data.id);
  });

  it('a versioned update (user, calendar): the record as it stands, not a stale-version 409', async () => {
    const created = (
      await write(t.http.post('/api/v1/users'), { token: admin })
        .send({
          email: `crash-${randomUUID()}@registry.test`,
          first_name: 'Shilan',
          last_name: 'Aziz',
          roles: ['reviewer'],
          password: `pw-${randomUUID()}`,
        })
        .expect(201)
    ).body.data;
    const key = randomUUID();
    const edit = { version: created.attributes.version, first_name: 'Hêvî' };
    await write(t.http.patch(`/api/v1/users/${created.id}`), { token: admin, idempotencyKey: key })
      .send(edit)
      .expect(200);
    await crashAfterCommit(key);
    const retry = await write(t.http.patch(`/api/v1/users/${created.id}`), { token: admin, idempotencyKey: key }).send(edit);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.attributes).toMatchObject({ version: created.attributes.version + 1 });
    // A stale version without a committed earlier try is still a 409.
    await write(t.http.patch(`/api/v1/users/${created.id}`), { token: admin })
      .send(edit)
      .expect(409);

    const calendarKey = randomUUID();
    const week = { version: 1, week: DEFAULT_WEEK, opens: '08:30', closes: '15:00' };
    await write(t.http.put('/api/v1/working-calendar'), { token: admin, idempotencyKey: calendarKey }).send(week).expect(200);
    await crashAfterCommit(calendarKey);
    const calendar = await write(t.http.put('/api/v1/working-calendar'), { token: admin, idempotencyKey: calendarKey }).send(week);
    expect(calendar.status).toBe(200);
    expect(calendar.body.data.attributes).toMatchObject({ version: 2, opens: '08:30' });
  });

  it('entity type creation: the same type, not a duplicate-name refusal', async () => {
    const key = randomUUID();
    const label = `Crash ${randomUUID().slice(0, 8)}`;
    const body = { names: { ckb: `${label} ناو`, en: label, ar: `${label} اسم`, kmr: `${label} nav` } };
    const first = await write(t.http.post('/api/v1/entity-types'), { token: admin, idempotencyKey: key }).send(body).expect(201);
    await crashAfterCommit(key);
    const retry = await write(t.http.post('/api/v1/entity-types'), { token: admin, idempotencyKey: key }).send(body);
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
  });
});

describe('a key whose holder', () => {
  it('is alive: 409 in flight; has died: taken over at once', async () => {
    const key = randomUUID();
    const body = {
      email: `crash-${randomUUID()}@registry.test`,
      first_name: 'Shilan',
      last_name: 'Aziz',
      roles: ['reviewer'],
      password: `pw-${randomUUID()}`,
    };
    const first = await write(t.http.post('/api/v1/users'), { token: admin, idempotencyKey: key }).send(body).expect(201);
    // A live holder: a session holds its liveness lock.
    const holder = new pg.Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1, $2)', [HOLDER_LOCK_SPACE, 515_151]);
      await crashAfterCommit(key, 515_151);
      const busy = await write(t.http.post('/api/v1/users'), { token: admin, idempotencyKey: key }).send(body);
      expect(busy.status).toBe(409);
      expect(busy.body.errors[0].code).toBe('idempotency-key-in-flight');
    } finally {
      // Its session ends (the process died): no timeout to wait for.
      await holder.end();
    }
    const retry = await write(t.http.post('/api/v1/users'), { token: admin, idempotencyKey: key }).send(body);
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
  });

  it('is this process, whose liveness connection was lost: it takes a new liveness lock and keyed writes go on', async () => {
    const liveness = `SELECT pid FROM pg_stat_activity WHERE application_name = 'registry-api-liveness' AND datname = current_database()`;
    await write(t.http.put('/api/v1/working-calendar/days/2031-01-01'), { token: admin }).send({ workingTime: 'off' }).expect(200);
    const before = (await t.db.owner.query(liveness)).rows.map((r) => r.pid);
    expect(before).toHaveLength(1);
    await t.db.owner.query('SELECT pg_terminate_backend($1)', [before[0]]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await write(t.http.put('/api/v1/working-calendar/days/2031-01-02'), { token: admin }).send({ workingTime: 'off' }).expect(200);
    const after = (await t.db.owner.query(liveness)).rows.map((r) => r.pid);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });
});
