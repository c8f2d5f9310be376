import { randomUUID } from 'node:crypto';
import type { CaughtMail } from '../src/infrastructure/mail/mail-catcher.js';
import { renderMail } from '../src/infrastructure/outbox/templates.js';
import { OutboxWorker } from '../src/infrastructure/outbox/outbox-worker.js';
import { inTransaction } from '../src/infrastructure/database/transaction.js';
import { DomainError } from '@registry/domain/shared/domain-error';
import { LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { OneTimeCodes } from '../src/modules/applicant-access/one-time-codes.js';
import { CODE_POLICY } from '@registry/domain/applicant-access/code-policy';
import { startTestApp, type TestApp } from './support/test-app.js';
import { write } from './support/http.js';

let t: TestApp;
/** Every code and token this file handles: none may appear in a log line. */
const codes: string[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let addressSerial = 0;
/** A client address of its own per test (the app trusts X-Forwarded-For from loopback), so per-address limits do not leak between tests. */
const newAddress = () => `203.0.113.${++addressSerial}`;
const newEmail = (label = 'applicant') => `${label}-${randomUUID()}@example.org`;

function generate(email: unknown, options: { locale?: Locale; ip?: string; purpose?: string; key?: string } = {}) {
  const body: Record<string, unknown> = { email };
  if (options.purpose) body.purpose = options.purpose;
  return write(t.http.post('/api/v1/generate-otp'), { idempotencyKey: options.key })
    .set('Accept-Language', options.locale ?? 'en')
    .set('X-Forwarded-For', options.ip ?? newAddress())
    .send(body);
}

function verify(email: string, code: string, options: { locale?: Locale; ip?: string } = {}) {
  return write(t.http.post('/api/v1/verify-otp'), { idempotencyKey: null })
    .set('Accept-Language', options.locale ?? 'en')
    .set('X-Forwarded-For', options.ip ?? newAddress())
    .send({ email, code });
}

const seen = new Set<string>();
/** The next e-mail to this address not read before, and the code in it. */
async function nextCodeMail(to: string): Promise<{ mail: CaughtMail; code: string }> {
  const mail = await t.mail.waitFor(to, (m) => !seen.has(m.id));
  seen.add(mail.id);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the e-mail: ${mail.subject}`);
  codes.push(code);
  return { mail, code };
}

/** Another code without waiting the minute: the last sends to this e-mail move into the past. */
async function forgetCooldown(email: string) {
  await t.db.owner.query(`UPDATE otp_sends SET sent_at = sent_at - interval '2 minutes' WHERE key = $1`, [`email:${email.toLowerCase()}`]);
}

async function signInWithCode(email: string, locale: Locale = 'en') {
  const ip = newAddress();
  await generate(email, { locale, ip }).expect(200);
  const { code } = await nextCodeMail(email);
  const res = await verify(email, code, { locale, ip }).expect(200);
  tokens.push(res.body.data.attributes.accessToken);
  return { code, res };
}

/** How many e-mails reached this address once `expected` have arrived and a moment has passed for any extra one. */
async function settledMailCount(to: string, expected: number): Promise<number> {
  const count = () => t.mail.list().filter((m) => m.to.includes(to)).length;
  for (let waited = 0; count() < expected && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 500));
  for (const m of t.mail.list().filter((m) => m.to.includes(to))) codes.push(...(/(?<!\d)(\d{6})(?!\d)/.exec(m.text) ?? []).slice(1));
  return count();
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
interface ErrorObject {
  code: string;
  title: string;
  source?: { pointer?: string };
  meta?: { retryAfterSeconds?: number; field?: string };
}
const error = (res: { body: { errors: ErrorObject[] } }): ErrorObject => res.body.errors[0]!;

describe('generate-otp and verify-otp', () => {
  it('send the code in the request’s language, and the code signs the applicant in', async () => {
    for (const locale of LOCALES) {
      const email = newEmail(locale);
      const ip = newAddress();
      const res = await generate(email.toUpperCase(), { locale, ip }).expect(200);
      expect(res.body.data).toMatchObject({
        type: 'otp-requests',
        attributes: { email, purpose: 'sign-in', resendAfterSeconds: 60, expiresAt: expect.any(String) },
      });
      expect(res.body.meta.messageCode).toBe('otp.sent');
      const { mail, code } = await nextCodeMail(email);
      const expected = renderMail('applicant-access.sign-in-code', locale, { code, minutes: CODE_POLICY.validMinutes });
      expect(mail.subject).toBe(expected.subject);
      expect(mail.text.trim()).toBe(expected.text.trim());
      expect(mail.html).toContain(`dir="${locale === 'ckb' || locale === 'ar' ? 'rtl' : 'ltr'}"`);

      const signedIn = await verify(email, code, { locale, ip }).expect(200);
      const { accessToken, expiresAt, scope, user } = signedIn.body.data.attributes;
      tokens.push(accessToken);
      expect(signedIn.body.data.type).toBe('sessions');
      expect(signedIn.headers['cache-control']).toBe('no-store');
      expect(scope).toBe('full');
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(user).toMatchObject({ email, roles: ['applicant'], locale, version: 0, email_verified_at: expect.any(String) });
      expect(signedIn.body.meta.messageCode).toBe('otp.email-verified');
      expect(signedIn.body.meta.message).toBe(
        { ckb: 'ئیمەیڵەکە پشتڕاستکرایەوە', en: 'E-mail verified', ar: 'تم التحقق من البريد الإلكتروني', kmr: 'E-name hate piştrastkirin' }[
          locale
        ],
      );

      const self = await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${accessToken}`).expect(200);
      expect(self.body.data).toMatchObject({ type: 'users', id: email, attributes: { email, locale, roles: ['applicant'] } });
      const permissions = await t.http.get('/api/v1/users/self/permissions').set('Authorization', `Bearer ${accessToken}`).expect(200);
      expect(permissions.body.data.attributes.kind).toBe('applicant');
    }
  });

  it('keep only a keyed hash of the code, and drop the code from the outbox once sent', async () => {
    const email = newEmail();
    await generate(email).expect(200);
    const { code } = await nextCodeMail(email);
    const { rows } = await t.db.owner.query('SELECT id, code_hash FROM otp_codes WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    let outbox;
    for (let i = 0; i < 50; i++) {
      outbox = (await t.db.owner.query('SELECT status, params FROM mail_outbox WHERE recipient = $1', [email])).rows[0];
      if (outbox.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(outbox).toMatchObject({ status: 'sent', params: { minutes: 10 } });
    expect(outbox.params.code).toBeUndefined();
  });

  it('refuse a code used once already', async () => {
    const email = newEmail();
    const { code } = await signInWithCode(email);
    const again = await verify(email, code).expect(422);
    expect(error(again)).toMatchObject({ code: 'otp.invalid', source: { pointer: '/code' } });
    expect(error(again).title).toBe('Code: the code is wrong, expired or already used; ask for a new one if needed');
  });

  it('kill the code after five wrong tries: the right code is refused afterwards', async () => {
    const email = newEmail();
    const ip = newAddress();
    await generate(email, { ip }).expect(200);
    const { code } = await nextCodeMail(email);
    for (let i = 0; i < 5; i++) expect(error(await verify(email, wrongCode(code), { ip }).expect(422)).code).toBe('otp.invalid');
    expect(error(await verify(email, code, { ip }).expect(422)).code).toBe('otp.invalid');
    const { rows } = await t.db.owner.query(
      `SELECT event, details FROM security_log WHERE subject = $1 AND event LIKE 'otp.%' ORDER BY id`,
      [email],
    );
    expect(rows.map((r) => r.event)).toEqual(['otp.issued', ...Array(5).fill('otp.verify-failed'), 'otp.exhausted', 'otp.verify-failed']);
    expect(rows[6 + 1].details).toMatchObject({ why: 'exhausted' });
    // A new code works again.
    await forgetCooldown(email);
    await generate(email, { ip }).expect(200);
    const fresh = await nextCodeMail(email);
    tokens.push((await verify(email, fresh.code, { ip }).expect(200)).body.data.attributes.accessToken);
  });

  it('refuse an expired code', async () => {
    const email = newEmail();
    await generate(email).expect(200);
    const { code } = await nextCodeMail(email);
    const { rows } = await t.db.owner.query(`SELECT expires_at - created_at AS lifetime FROM otp_codes WHERE email = $1`, [email]);
    expect(rows[0].lifetime).toMatchObject({ minutes: 10 });
    await t.db.owner.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    expect(error(await verify(email, code).expect(422)).code).toBe('otp.invalid');
    const { rows: log } = await t.db.owner.query(`SELECT details FROM security_log WHERE subject = $1 AND event = 'otp.verify-failed'`, [
      email,
    ]);
    expect(log[0].details).toMatchObject({ why: 'expired' });
  });

  it('void the old code when a new one is sent', async () => {
    const email = newEmail();
    const ip = newAddress();
    await generate(email, { ip }).expect(200);
    const first = await nextCodeMail(email);
    await forgetCooldown(email);
    await generate(email, { ip }).expect(200);
    const second = await nextCodeMail(email);
    if (first.code !== second.code) expect(error(await verify(email, first.code, { ip }).expect(422)).code).toBe('otp.invalid');
    tokens.push((await verify(email, second.code, { ip }).expect(200)).body.data.attributes.accessToken);
    const { rows } = await t.db.owner.query(
      `SELECT count(*) FILTER (WHERE voided_at IS NOT NULL)::int AS voided, count(*)::int AS n FROM otp_codes WHERE email = $1`,
      [email],
    );
    expect(rows[0]).toEqual({ voided: 1, n: 2 });
  });

  it('throttle resends: one a minute and five an hour per e-mail, thirty an hour per address', async () => {
    const email = newEmail();
    const ip = newAddress();
    await generate(email, { ip }).expect(200);
    const soon = await generate(email, { ip }).expect(429);
    expect(error(soon)).toMatchObject({ code: 'otp.resend-too-soon', meta: { retryAfterSeconds: expect.any(Number) } });
    expect(error(soon).meta?.retryAfterSeconds).toBeGreaterThan(50);
    expect(error(soon).meta?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(error(soon).title).toMatch(/^Wait \d+ seconds before asking for a new code$/);
    for (let i = 2; i <= CODE_POLICY.maxSendsPerEmail; i++) {
      await forgetCooldown(email);
      await generate(email, { ip: newAddress() }).expect(200);
    }
    await forgetCooldown(email);
    const hourly = await generate(email, { ip: newAddress() }).expect(429);
    expect(error(hourly).code).toBe('otp.too-many-requests');
    // Refused requests send nothing.
    expect(await settledMailCount(email, CODE_POLICY.maxSendsPerEmail)).toBe(CODE_POLICY.maxSendsPerEmail);

    const office = newAddress();
    for (let i = 0; i < CODE_POLICY.maxSendsPerAddress; i++) await generate(newEmail('office'), { ip: office }).expect(200);
    const busy = await generate(newEmail('office'), { ip: office, locale: 'kmr' }).expect(429);
    expect(error(busy)).toMatchObject({
      code: 'otp.too-many-requests',
      title: expect.stringMatching(/^Gelek kod hatin xwestin; piştî \d+ deqeyan dîsa biceribîne$/),
    });
    const { rows } = await t.db.owner.query(`SELECT count(*)::int AS n FROM security_log WHERE event = 'otp.send-throttled' AND ip = $1`, [
      office,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('lock out an address after thirty wrong codes across e-mails', async () => {
    const ip = newAddress();
    for (let i = 0; i < 30; i++) await verify(newEmail('guess'), '123456', { ip }).expect(422);
    const locked = await verify(newEmail('guess'), '123456', { ip }).expect(429);
    expect(error(locked)).toMatchObject({ code: 'otp.verify-throttled', meta: { retryAfterSeconds: expect.any(Number) } });
  });

  it('answer alike for a known applicant and an unknown e-mail', async () => {
    const known = newEmail('known');
    await t.db.owner.query('INSERT INTO applicants (email) VALUES ($1)', [known]);
    const unknown = newEmail('unknown');
    const answers = [];
    for (const email of [known, unknown]) {
      const res = await generate(email).expect(200);
      answers.push(JSON.parse(JSON.stringify(res.body).split(email).join('<email>')));
      await nextCodeMail(email);
    }
    for (const a of answers) {
      a.data.id = '<id>';
      a.data.attributes.expiresAt = '<time>';
    }
    expect(answers[0]).toEqual(answers[1]);
    const wrong = [];
    for (const email of [known, newEmail('never-asked')]) wrong.push((await verify(email, '000000').expect(422)).body);
    expect(wrong[0]).toEqual(wrong[1]);
  });

  it('replay a generate-otp retried with the same Idempotency-Key: one code, one e-mail', async () => {
    const email = newEmail();
    const ip = newAddress();
    const key = randomUUID();
    const first = await generate(email, { ip, key }).expect(200);
    const retry = await generate(email, { ip, key }).expect(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await settledMailCount(email, 1)).toBe(1);
    const missing = await write(t.http.post('/api/v1/generate-otp'), { idempotencyKey: null }).send({ email }).expect(422);
    expect(error(missing).code).toBe('idempotency-key-invalid');
  });

  it('answer malformed bodies with 4xx, never 500', async () => {
    const email = newEmail();
    const generateBodies: unknown[] = [
      {},
      { email: 5 },
      { email: null },
      { email: ['a@example.org'] },
      { email: { $ne: '' } },
      { email: `${'x'.repeat(10_000)}@example.org` },
      { email: 'not-an-email' },
      { email, extra: 1 },
      { email, purpose: 'admin' },
      { email, purpose: 7 },
      [],
      [{ email }],
      'just a string',
      42,
      null,
    ];
    const verifyBodies: unknown[] = [
      {},
      { email },
      { email, code: 123456 },
      { email, code: '12345' },
      { email, code: '1234567' },
      { email, code: '12345a' },
      { email, code: '١٢٣٤٥٦' },
      { email, code: '1'.repeat(100_000) },
      { email, code: '123456', purpose: 'sign-in' },
      { email: 7, code: '123456' },
      [{ email, code: '123456' }],
      'text',
    ];
    const statuses: string[] = [];
    for (const [path, bodies] of [
      ['/api/v1/generate-otp', generateBodies],
      ['/api/v1/verify-otp', verifyBodies],
    ] as const) {
      for (const body of bodies) {
        const res = await write(t.http.post(path))
          .set('X-Forwarded-For', newAddress())
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        if (res.status < 400 || res.status >= 500) statuses.push(`${path} ${JSON.stringify(body).slice(0, 60)}: ${res.status}`);
        else expect(res.body.errors[0].code).toEqual(expect.any(String));
      }
    }
    const unreadable = await write(t.http.post('/api/v1/verify-otp')).set('Content-Type', 'application/json').send('{"email": ');
    statuses.push(...(unreadable.status === 400 ? [] : [`unreadable JSON: ${unreadable.status}`]));
    const huge = await write(t.http.post('/api/v1/generate-otp'))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email, pad: 'x'.repeat(2_000_000) }));
    statuses.push(...(huge.status === 413 ? [] : [`2 MB body: ${huge.status}`]));
    expect(statuses).toEqual([]);
    // Nothing was sent for any of them.
    expect(t.mail.list().filter((m) => m.to.includes(email))).toHaveLength(0);
  });
});

describe('codes for an ownership transfer (the service other modules call)', () => {
  /** What a transfer's e-mail names besides the code (TransferCodes.send passes it). */
  const TRANSFER_ABOUT = {
    kind: 'trade name',
    name: 'Zagros Tea',
    reference: 'TN-2026-000042',
    from: 'owner@example.org',
    link: 'https://registry.example/my-applications/trade-names/1/transfer',
  };

  it('issue in the caller’s transaction, mail the transfer text, and are spent only by the transfer purpose', async () => {
    const codesService = t.app.get(OneTimeCodes);
    const email = newEmail('new-owner');

    // A rolled-back command leaves no code and sends nothing.
    const rolledBack = await t.runtime.db.pool.connect();
    try {
      await rolledBack.query('BEGIN');
      await codesService.issueCode(rolledBack, email, 'transfer', 'kmr', { mailParams: () => TRANSFER_ABOUT });
      await rolledBack.query('ROLLBACK');
    } finally {
      rolledBack.release();
    }
    expect((await t.db.owner.query('SELECT count(*)::int AS n FROM otp_codes WHERE email = $1', [email])).rows[0].n).toBe(0);

    const client = await t.runtime.db.pool.connect();
    try {
      await client.query('BEGIN');
      const issued = await codesService.issueCode(client, email, 'transfer', 'kmr', { mailParams: () => TRANSFER_ABOUT });
      expect(issued).toEqual({ codeId: expect.any(String), expiresAt: expect.any(String) });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { mail, code } = await nextCodeMail(email);
    // The subject names the application by its reference; the text says who sends it (issue 23 §6).
    expect(mail.subject).toBe('Veguhastina serlêdana TN-2026-000042 bo vê e-nameyê');
    expect(mail.text).toContain('owner@example.org');
    expect(mail.text).toContain('Zagros Tea');

    // Not a sign-in code, neither through the service nor through verify-otp.
    await expect(codesService.consumeCode(email, 'sign-in', code)).rejects.toMatchObject({ code: 'otp.invalid' });
    expect(error(await verify(email, code).expect(422)).code).toBe('otp.invalid');
    const wrong = await codesService.consumeCode(email, 'transfer', wrongCode(code)).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(DomainError);
    expect(wrong).toMatchObject({ kind: 'invalid', code: 'otp.invalid' });

    // Spent in the caller's transaction: a rollback leaves it usable, a commit spends it.
    for (const outcome of ['ROLLBACK', 'COMMIT'] as const) {
      const tx = await t.runtime.db.pool.connect();
      try {
        await tx.query('BEGIN');
        await codesService.consumeCode(email.toUpperCase(), 'transfer', code, { session: tx });
        await tx.query(outcome);
      } finally {
        tx.release();
      }
    }
    await expect(codesService.consumeCode(email, 'transfer', code)).rejects.toMatchObject({ code: 'otp.invalid' });
  });

  it('generate-otp refuses the transfer purpose (422 at purpose), leaving a pending transfer code alive and mailing nothing', async () => {
    const codesService = t.app.get(OneTimeCodes);
    const email = newEmail('transfer');
    const client = await t.runtime.db.pool.connect();
    try {
      await client.query('BEGIN');
      await codesService.issueCode(client, email, 'transfer', 'en', { mailParams: () => TRANSFER_ABOUT });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { code } = await nextCodeMail(email);
    const before = t.mail.list().filter((m) => m.to.includes(email)).length;
    for (const locale of ['en', 'ckb'] as const) {
      const refused = await generate(email, { purpose: 'transfer', locale }).expect(422);
      expect(error(refused)).toMatchObject({ code: 'otp.transfer-code-by-request', source: { pointer: '/purpose' } });
      if (locale === 'en')
        expect(error(refused).title).toBe('Purpose: a transfer code is sent only by the owner’s request to transfer the application');
    }
    expect(t.mail.list().filter((m) => m.to.includes(email))).toHaveLength(before);
    // The code the transfer request sent still works.
    await codesService.consumeCode(email, 'transfer', code);
  });
});

describe('a code whose e-mail is late (issue 36 §1)', () => {
  /** Queues with the worker stopped, then moves the code and its e-mail `secondsLeft` from expiry, as a crash's wait would. */
  async function late(queue: () => Promise<void>, email: string, secondsLeft: number) {
    const worker = t.app.get(OutboxWorker, { strict: false });
    await worker.stop();
    try {
      await queue();
      await t.db.owner.query(`UPDATE otp_codes SET expires_at = now() + make_interval(secs => $2) WHERE email = $1`, [email, secondsLeft]);
      await t.db.owner.query(
        `UPDATE mail_outbox SET valid_until = now() + make_interval(secs => $2), created_at = now() - interval '9 minutes' WHERE recipient = $1`,
        [email, secondsLeft],
      );
    } finally {
      await worker.start();
    }
  }

  /** The e-mail's row once the worker has settled it (sent or withdrawn). */
  async function settled(email: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await t.db.owner.query(
        `SELECT status, renewals, template, params, valid_until > now() + interval '9 minutes' AS fresh FROM mail_outbox WHERE recipient = $1`,
        [email],
      );
      if (rows[0].status !== 'pending' || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('goes out with a fresh code, saying why in the e-mail’s language; the late code is void, the fresh one signs in', async () => {
    const email = newEmail('late');
    await late(
      () =>
        generate(email, { locale: 'ckb' })
          .expect(200)
          .then(() => undefined),
      email,
      30,
    );
    const { rows: queued } = await t.db.owner.query(`SELECT params->>'code' AS code FROM mail_outbox WHERE recipient = $1`, [email]);
    codes.push(queued[0].code);
    const { mail, code } = await nextCodeMail(email);
    expect(mail.subject).toBe(renderMail('applicant-access.sign-in-code', 'ckb', { code, minutes: 10 }).subject);
    expect(mail.text).toBe(renderMail('applicant-access.sign-in-code-renewed', 'ckb', { code, minutes: 10 }).text);
    expect(mail.text).toContain('ئەو کۆدەی پێشتر بۆت نێردرا');
    expect(t.mail.list().filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(await settled(email)).toEqual([
      { status: 'sent', renewals: 1, template: 'applicant-access.sign-in-code-renewed', params: { minutes: 10 }, fresh: true },
    ]);
    const ip = newAddress();
    if (queued[0].code !== code) expect(error(await verify(email, queued[0].code, { ip }).expect(422)).code).toBe('otp.invalid');
    tokens.push((await verify(email, code, { ip }).expect(200)).body.data.attributes.accessToken);
    const { rows: log } = await t.db.owner.query(`SELECT details FROM security_log WHERE subject = $1 AND event = 'otp.renewed'`, [email]);
    expect(log).toEqual([
      { details: expect.objectContaining({ purpose: 'sign-in', codeId: expect.any(String), replaces: expect.any(String) }) },
    ]);
    const health = (await t.http.get('/api/health').expect(200)).body;
    expect(health.outbox.lastHour.renewed).toBeGreaterThanOrEqual(1);
  });

  it('is withdrawn unsent when its code was spent meanwhile (the code reached its holder another way)', async () => {
    const email = newEmail('late-transfer');
    const codesService = t.app.get(OneTimeCodes);
    await late(
      async () => {
        await inTransaction(t.runtime.db.pool, (tx) =>
          codesService.issueCode(tx, email, 'transfer', 'en', {
            mailParams: () => ({
              kind: 'trade name',
              name: 'Zagros Tea',
              reference: 'TN-2026-000043',
              from: 'owner@example.org',
              link: 'https://registry.example/x',
            }),
          }),
        );
        const { rows } = await t.db.owner.query(`SELECT params->>'code' AS code FROM mail_outbox WHERE recipient = $1`, [email]);
        codes.push(rows[0].code);
        await codesService.consumeCode(email, 'transfer', rows[0].code);
      },
      email,
      30,
    );
    const [row] = await settled(email);
    expect(row).toMatchObject({ status: 'withdrawn', renewals: 0 });
    expect(row.params.code).toBeUndefined();
    expect(t.mail.list().filter((m) => m.to.includes(email))).toHaveLength(0);
  });
});

describe('logs', () => {
  it('record the security events and carry no code and no token', () => {
    expect(codes.length).toBeGreaterThan(10);
    expect(t.logLines.some((l) => l.includes('"event":"otp.issued"'))).toBe(true);
    expect(t.logLines.some((l) => l.includes('"event":"otp.exhausted"'))).toBe(true);
    expect(t.logLines.some((l) => l.includes('"event":"applicant.signed-in"'))).toBe(true);
    const leaks = t.logLines.filter(
      (line) => codes.some((c) => new RegExp(`(?<!\\d)${c}(?!\\d)`).test(line)) || tokens.some((tk) => line.includes(tk)),
    );
    expect(leaks).toEqual([]);
  });
});
