import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write, XSRF_TOKEN } from './support/http.js';

let t: TestApp;
let admin: { token: string; userId: string };
/** Every secret this file handles: none may appear in a log line. */
const secrets: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await staffToken(t, ['system_admin']);
  secrets.push(admin.token);
});
afterAll(() => t.close());

async function createStaff(roles: string[], extra: Record<string, unknown> = {}) {
  const email = `user-${randomUUID()}@registry.test`;
  const password = `pw-${randomUUID()}`;
  secrets.push(password);
  const res = await write(t.http.post('/api/v1/users'), { token: admin.token })
    .send({ email, first_name: 'Shilan', last_name: 'Aziz', roles, password, ...extra })
    .expect(201);
  return { email, password, id: res.body.data.id as string, version: res.body.data.attributes.version as number };
}

function signIn(body: Record<string, unknown>, locale = 'en') {
  return write(t.http.post('/api/v1/sign-in'), { idempotencyKey: null }).set('Accept-Language', locale).send(body);
}

describe('staff sign-in', () => {
  it('signs in with e-mail and password and reads self and permissions with the token', async () => {
    const user = await createStaff(['reviewer']);
    const res = await signIn({ email: user.email.toUpperCase(), password: user.password }).expect(200);
    const token = res.body.data.attributes.accessToken as string;
    secrets.push(token);
    expect(res.body.data.attributes).toMatchObject({ scope: 'full', user: { email: user.email, roles: ['reviewer'] } });
    const self = await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${token}`).expect(200);
    expect(self.body.data).toMatchObject({ type: 'users', id: user.id, attributes: { email: user.email, locale: 'ckb', version: 0 } });
    expect(JSON.stringify(self.body)).not.toMatch(/password_hash|totp_secret|argon2/);
    expect(self.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    const perms = await t.http.get('/api/v1/users/self/permissions').set('Authorization', `Bearer ${token}`).expect(200);
    expect(perms.body.data.attributes).toMatchObject({ roles: ['reviewer'], permissions: ['applications.read', 'applications.review'] });
  });

  it('refuses a wrong password, an unknown e-mail and an inactive account with the spec’s message in four languages', async () => {
    const user = await createStaff(['cashier']);
    const expected = {
      en: 'Failed! Please check your email and password',
      ckb: 'سەرنەکەوتوو! تکایە ئیمەیڵ و وشەی نهێنییەکەت بپشکنە',
      ar: 'فشل! يرجى التحقق من بريدك الإلكتروني وكلمة المرور',
      kmr: 'Bi ser neket! Ji kerema xwe e-name û şîfreya xwe kontrol bike',
    };
    for (const [locale, title] of Object.entries(expected)) {
      const res = await signIn({ email: user.email, password: 'not-the-password-at-all' }, locale).expect(401);
      expect(res.body.errors[0]).toMatchObject({ code: 'sign-in.failed', title });
    }
    const unknown = await signIn({ email: `nobody-${randomUUID()}@registry.test`, password: 'whatever-password' }).expect(401);
    expect(unknown.body.errors[0].code).toBe('sign-in.failed');
    await write(t.http.put(`/api/v1/users/${user.id}/deactivate`), { token: admin.token })
      .send({ reason: 'left the directorate', version: user.version })
      .expect(200);
    const inactive = await signIn({ email: user.email, password: user.password }).expect(401);
    expect(inactive.body.errors[0].code).toBe('sign-in.failed');
  });

  it('refuses the sixth attempt after five bad passwords, even with the right one', async () => {
    const user = await createStaff(['auditor']);
    for (let i = 0; i < 5; i++) await signIn({ email: user.email, password: `wrong-password-${i}` }).expect(401);
    const sixth = await signIn({ email: user.email, password: user.password }).expect(429);
    expect(sixth.body.errors[0]).toMatchObject({ code: 'sign-in.throttled', meta: { retryAfterSeconds: expect.any(Number) } });
    const { rows } = await t.db.owner.query(`SELECT count(*)::int AS n FROM security_log WHERE event = 'sign-in.failed' AND subject = $1`, [
      user.email,
    ]);
    expect(rows[0].n).toBe(5);
  });

  it('refuses the token after sign-out', async () => {
    const user = await createStaff(['director']);
    const token = (await signIn({ email: user.email, password: user.password }).expect(200)).body.data.attributes.accessToken;
    secrets.push(token);
    await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${token}`).expect(200);
    await write(t.http.post('/api/sign-out'), { token, idempotencyKey: null }).expect(204);
    await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('refuses the token of a user deactivated meanwhile, and no new sign-in succeeds', async () => {
    const user = await createStaff(['reviewer']);
    const token = (await signIn({ email: user.email, password: user.password }).expect(200)).body.data.attributes.accessToken;
    secrets.push(token);
    await write(t.http.put(`/api/v1/users/${user.id}/deactivate`), { token: admin.token })
      .send({ reason: 'account misuse', version: user.version })
      .expect(200);
    await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${token}`).expect(401);
    await signIn({ email: user.email, password: user.password }).expect(401);
    const { rows } = await t.db.owner.query(`SELECT details FROM security_log WHERE event = 'user.deactivated' AND subject = $1`, [
      `staff:${user.id}`,
    ]);
    expect(rows[0].details).toEqual({ reason: 'account misuse' });
  });

  it('requires a TOTP code once an admin requires it: enrolment first, then the code at every sign-in, each code once', async () => {
    const user = await createStaff(['director'], { totp_required: true });
    const first = await signIn({ email: user.email, password: user.password }).expect(200);
    expect(first.body.data.attributes.scope).toBe('totp-enrollment');
    const limited = first.body.data.attributes.accessToken as string;
    secrets.push(limited);
    // An enrolment-only session reaches nothing else.
    await t.http.get('/api/v1/notifications').set('Authorization', `Bearer ${limited}`).expect(403);
    const enrol = await write(t.http.post('/api/v1/users/self/totp'), { token: limited, idempotencyKey: null }).expect(200);
    const secret = enrol.body.data.attributes.secret as string;
    secrets.push(secret);
    expect(enrol.body.data.attributes.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    await write(t.http.post('/api/v1/users/self/totp/confirm'), { token: limited, idempotencyKey: null })
      .send({ otp: '000000' })
      .expect(422);
    const enrolCode = await generate({ secret });
    await write(t.http.post('/api/v1/users/self/totp/confirm'), { token: limited, idempotencyKey: null })
      .send({ otp: enrolCode })
      .expect(204);
    await t.http.get('/api/v1/notifications').set('Authorization', `Bearer ${limited}`).expect(200);

    const missing = await signIn({ email: user.email, password: user.password }).expect(401);
    expect(missing.body.errors[0].code).toBe('sign-in.totp-required');
    const wrong = await signIn({ email: user.email, password: user.password, otp: enrolCode === '123456' ? '654321' : '123456' }).expect(
      401,
    );
    expect(wrong.body.errors[0]).toMatchObject({ code: 'sign-in.totp-invalid', source: { pointer: '/otp' } });
    // The code used for enrolment is spent. The next time step's code is a fresh one, accepted now
    // (one step of clock drift either way), so the test need not wait up to 30 s for that step.
    const replay = await signIn({ email: user.email, password: user.password, otp: enrolCode }).expect(401);
    expect(replay.body.errors[0].code).toBe('sign-in.totp-invalid');
    const fresh = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const ok = await signIn({ email: user.email, password: user.password, otp: fresh }).expect(200);
    expect(ok.body.data.attributes.scope).toBe('full');
    secrets.push(ok.body.data.attributes.accessToken);
  }, 60_000);
});

describe('self', () => {
  it('updates the locale at the current version, replays an idempotent PATCH, and refuses a stale version with 409', async () => {
    const user = await createStaff(['reviewer']);
    const token = (await signIn({ email: user.email, password: user.password }).expect(200)).body.data.attributes.accessToken;
    secrets.push(token);
    const key = randomUUID();
    const first = await write(t.http.patch('/api/v1/users/self'), { token, idempotencyKey: key })
      .send({ locale: 'en', version: 0 })
      .expect(200);
    expect(first.body.data.attributes).toMatchObject({ locale: 'en', version: 1 });
    const replay = await write(t.http.patch('/api/v1/users/self'), { token, idempotencyKey: key })
      .send({ locale: 'en', version: 0 })
      .expect(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const reused = await write(t.http.patch('/api/v1/users/self'), { token, idempotencyKey: key })
      .send({ locale: 'ar', version: 0 })
      .expect(422);
    expect(reused.body.errors[0].code).toBe('idempotency-key-reused');
    const stale = await write(t.http.patch('/api/v1/users/self'), { token })
      .send({ locale: 'kmr', version: 0 })
      .set('Accept-Language', 'en')
      .expect(409);
    expect(stale.body.errors[0]).toMatchObject({ code: 'stale-version', meta: { currentVersion: 1 } });
    const self = await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${token}`).expect(200);
    expect(self.body.data.attributes).toMatchObject({ locale: 'en', version: 1 });
  });

  it('answers 401 without a token and names the bad field of a malformed body', async () => {
    await t.http.get('/api/v1/users/self').expect(401);
    const res = await write(t.http.patch('/api/v1/users/self'), { token: admin.token })
      .set('Accept-Language', 'en')
      .send({ locale: 'fr', version: 'x', extra: 1 })
      .expect(422);
    const fields = res.body.errors.map((e: { meta: { field: string } }) => e.meta.field).sort();
    expect(fields).toEqual(['extra', 'locale', 'version']);
    expect(res.body.errors.find((e: { meta: { field: string } }) => e.meta.field === 'locale')).toMatchObject({
      code: 'validation.one-of',
      source: { pointer: '/locale' },
    });
  });

  it('takes the session token from the Authorization header only, and passport opens no session of its own', async () => {
    // A token in the URL would end up in logs and histories (OAuth's access_token parameter).
    const unauthorized = await t.http
      .get('/api/v1/users/self')
      .query({ access_token: admin.token })
      .set('Accept-Language', 'en')
      .expect(401);
    expect(unauthorized.body.errors[0]).toMatchObject({ status: '401', code: 'unauthorized' });
    const res = await t.http
      .get('/api/v1/users/self')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Cookie', `XSRF-TOKEN=${XSRF_TOKEN}`)
      .expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('users administration', () => {
  it('lists with filters and paging, edits at a version, and refuses a stale edit', async () => {
    const user = await createStaff(['cashier']);
    const list = await t.http
      .get('/api/v1/users')
      .query({ search: user.email, rowsPerPage: 5 })
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.meta).toMatchObject({ total: 1, page: 1, hasMore: false });
    const edited = await write(t.http.patch(`/api/v1/users/${user.id}`), { token: admin.token })
      .send({ version: user.version, roles: ['cashier', 'auditor'] })
      .expect(200);
    expect(edited.body.data.attributes).toMatchObject({ roles: ['cashier', 'auditor'], version: user.version + 1 });
    await write(t.http.patch(`/api/v1/users/${user.id}`), { token: admin.token })
      .send({ version: user.version, first_name: 'Lost' })
      .expect(409);
    const byRole = await t.http
      .get('/api/v1/users')
      .query({ role: 'auditor', status: 'active' })
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(byRole.body.data.map((u: { id: string }) => u.id)).toContain(user.id);
    await t.http.get('/api/v1/users').query({ rowsPerPage: 1000 }).set('Authorization', `Bearer ${admin.token}`).expect(422);
  });

  it('refuses a short password and a taken e-mail, naming the field', async () => {
    const user = await createStaff(['reviewer']);
    const short = await write(t.http.post('/api/v1/users'), { token: admin.token })
      .set('Accept-Language', 'en')
      .send({ email: `x-${randomUUID()}@registry.test`, first_name: 'A', last_name: 'B', roles: ['reviewer'], password: 'short' })
      .expect(422);
    expect(short.body.errors[0]).toMatchObject({ code: 'validation.text-min', title: 'Password: at least 12 characters' });
    const taken = await write(t.http.post('/api/v1/users'), { token: admin.token })
      .send({ email: user.email, first_name: 'A', last_name: 'B', roles: ['reviewer'], password: 'long-enough-password' })
      .expect(422);
    expect(taken.body.errors[0]).toMatchObject({ code: 'user.email-taken', source: { pointer: '/email' } });
  });

  it('refuses a common or guessable password, at creation and at a change, naming the field in four languages', async () => {
    for (const password of ['password1234', '123456789012', 'aaaaaaaaaaaa']) {
      const res = await write(t.http.post('/api/v1/users'), { token: admin.token })
        .set('Accept-Language', 'en')
        .send({ email: `x-${randomUUID()}@registry.test`, first_name: 'A', last_name: 'B', roles: ['reviewer'], password })
        .expect(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'password.too-common', source: { pointer: '/password' } });
      expect(res.body.errors[0].title).toMatch(/^Password: this password is too common/);
    }
    const user = await createStaff(['reviewer']);
    const token = (await signIn({ email: user.email, password: user.password }).expect(200)).body.data.attributes.accessToken as string;
    secrets.push(token);
    const titles: Record<string, RegExp> = {
      en: /^New password: /,
      ckb: /^وشەی نهێنی نوێ: /,
      ar: /^كلمة المرور الجديدة: /,
      kmr: /^Şîfreya nû: /,
    };
    for (const [locale, title] of Object.entries(titles)) {
      const res = await write(t.http.put('/api/v1/users/self/password'), { token })
        .set('Accept-Language', locale)
        .send({ current_password: user.password, new_password: 'password1234' })
        .expect(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'password.too-common', source: { pointer: '/new_password' } });
      expect(res.body.errors[0].title).toMatch(title);
    }
  });
});

describe('notifications', () => {
  it('lists all, unread and read, marks one and all as read, and says when there are no more', async () => {
    const { Notifications } = await import('../src/modules/identity/notifications/notifications.service.js');
    const notifications = t.app.get(Notifications);
    const me = await staffToken(t, ['reviewer']);
    for (let i = 0; i < 3; i++) await notifications.add({ recipient: `staff:${me.userId}`, kind: 'test', messageCode: 'not-found' });
    await notifications.add({ recipient: `staff:${admin.userId}`, kind: 'test', messageCode: 'not-found' }); // someone else's
    const auth = { Authorization: `Bearer ${me.token}`, 'Accept-Language': 'en' };
    const all = await t.http.get('/api/v1/notifications').query({ rowsPerPage: 2 }).set(auth).expect(200);
    expect(all.body.meta).toMatchObject({ total: 3, unread: 3, hasMore: true });
    expect(all.body.data[0].attributes).toMatchObject({ status: 'unread', message: 'What you asked for was not found' });
    const second = await t.http.get('/api/v1/notifications').query({ rowsPerPage: 2, page: 2 }).set(auth).expect(200);
    expect(second.body.meta.hasMore).toBe(false);
    await write(t.http.put(`/api/v1/notifications/${all.body.data[0].id}/read`), { token: me.token }).expect(204);
    expect((await t.http.get('/api/v1/notifications').query({ status: 'read' }).set(auth)).body.meta.total).toBe(1);
    expect((await t.http.get('/api/v1/notifications').query({ status: 'unread' }).set(auth)).body.meta.total).toBe(2);
    // Another user's notification is not mine to mark.
    const theirs = (await t.http.get('/api/v1/notifications').set({ Authorization: `Bearer ${admin.token}` })).body.data[0].id;
    await write(t.http.put(`/api/v1/notifications/${theirs}/read`), { token: me.token }).expect(404);
    await write(t.http.put('/api/v1/notifications/read-all'), { token: me.token }).expect(200);
    expect((await t.http.get('/api/v1/notifications').query({ status: 'unread' }).set(auth)).body.meta).toMatchObject({
      total: 0,
      hasMore: false,
    });
  });
});

describe('anti-forgery and headers', () => {
  it('refuses an unsafe request without the XSRF pair with 403, and accepts it with the pair', async () => {
    const bare = await t.http
      .patch('/api/v1/users/self')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Idempotency-Key', randomUUID())
      .send({ version: 0 })
      .expect(403);
    expect(bare.body.errors[0].code).toBe('xsrf-token-missing');
    await t.http
      .patch('/api/v1/users/self')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Idempotency-Key', randomUUID())
      .set('Cookie', `XSRF-TOKEN=${XSRF_TOKEN}`)
      .set('X-XSRF-TOKEN', 'a-different-token-value-123')
      .send({ version: 0 })
      .expect(403);
  });

  it('sets the XSRF cookie and the security headers on every response', async () => {
    for (const path of ['/api/health', '/', '/api/v1/nothing']) {
      const res = await t.http.get(path);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict/);
    }
  });

  it('ignores an anti-forgery cookie that cannot be decoded instead of failing every route', async () => {
    // '%E0%A4%A' is a truncated escape: decodeURIComponent throws on it.
    const broken = 'XSRF-TOKEN=%E0%A4%A';
    const page = await t.http.get('/').set('Cookie', broken);
    expect(page.status).toBeLessThan(500);
    for (const res of [
      page,
      await t.http.get('/api/health').set('Cookie', broken).expect(200),
      await t.http.get('/api/v1/users/self').set('Cookie', broken).set('Authorization', `Bearer ${admin.token}`).expect(200),
    ]) {
      // Counted as no cookie: the client is given a fresh one.
      expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict/);
    }
    // An unsafe request that echoes the broken value has no valid pair: refused, not a 500.
    const write = await t.http
      .patch('/api/v1/users/self')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Idempotency-Key', randomUUID())
      .set('Cookie', broken)
      .set('X-XSRF-TOKEN', '%E0%A4%A')
      .send({ version: 0 })
      .expect(403);
    expect(write.body.errors[0].code).toBe('xsrf-token-missing');
  });

  it('reads a percent-encoded anti-forgery cookie decoded, as the page script reads it', async () => {
    const encoded = encodeURIComponent(XSRF_TOKEN).replaceAll('-', '%2D');
    expect(encoded).not.toBe(XSRF_TOKEN);
    const res = await t.http
      .patch('/api/v1/users/self')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Idempotency-Key', randomUUID())
      .set('Cookie', `XSRF-TOKEN=${encoded}`)
      .set('X-XSRF-TOKEN', XSRF_TOKEN)
      .send({ version: 'x' });
    // Past the anti-forgery guard (403), refused by validation: the pair matched.
    expect(res.status).toBe(422);
  });
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A code accepted again without waiting 30 seconds: the user's last spent step is forgotten (replay is tested above). */
async function reusableCode(userId: string, secret: string): Promise<string> {
  await t.db.owner.query('UPDATE staff_users SET totp_last_step = NULL WHERE id = $1', [userId]);
  return generate({ secret });
}

describe('ending sessions', () => {
  it('a password change ends the user’s other sessions, and the one that changed it stays', async () => {
    const user = await createStaff(['reviewer']);
    const [current, other] = await Promise.all(
      [1, 2].map(
        async () => (await signIn({ email: user.email, password: user.password }).expect(200)).body.data.attributes.accessToken as string,
      ),
    );
    secrets.push(current!, other!);
    const next = `pw-${randomUUID()}`;
    secrets.push(next);
    await write(t.http.put('/api/v1/users/self/password'), { token: current })
      .send({ current_password: user.password, new_password: next })
      .expect(204);
    await t.http.get('/api/v1/users/self').set(bearer(other!)).expect(401);
    await t.http.get('/api/v1/users/self').set(bearer(current!)).expect(200);
    await signIn({ email: user.email, password: next }).expect(200);
  });

  it('sign out everywhere ends every session of the caller, staff or applicant, and no one else’s', async () => {
    const user = await createStaff(['reviewer']);
    const tokens = await Promise.all(
      [1, 2].map(
        async () => (await signIn({ email: user.email, password: user.password }).expect(200)).body.data.attributes.accessToken as string,
      ),
    );
    secrets.push(...tokens);
    const bystander = await staffToken(t, ['reviewer']);
    await write(t.http.post('/api/v1/sign-out-everywhere'), { token: tokens[0], idempotencyKey: null }).expect(204);
    for (const token of tokens) await t.http.get('/api/v1/users/self').set(bearer(token)).expect(401);
    await t.http.get('/api/v1/users/self').set(bearer(bystander.token)).expect(200);
    await write(t.http.post('/api/v1/sign-out-everywhere'), { idempotencyKey: null }).expect(401);

    const first = await applicantToken(t);
    const second = await applicantToken(t, first.email);
    const otherApplicant = await applicantToken(t);
    await write(t.http.post('/api/v1/sign-out-everywhere'), { token: second.token, idempotencyKey: null }).expect(204);
    await t.http.get('/api/v1/users/self').set(bearer(first.token)).expect(401);
    await t.http.get('/api/v1/users/self').set(bearer(otherApplicant.token)).expect(200);
    const { rows } = await t.db.owner.query(
      `SELECT count(*)::int AS n FROM security_log WHERE event = 'sign-out.everywhere' AND actor = $1`,
      [`staff:${user.id}`],
    );
    expect(rows[0].n).toBe(1);
  });

  it('re-enrolling TOTP from a full session needs the current password and a current code, and ends the other sessions', async () => {
    const user = await createStaff(['director'], { totp_required: true });
    const limited = (await signIn({ email: user.email, password: user.password }).expect(200)).body.data.attributes.accessToken as string;
    secrets.push(limited);
    const enrol = await write(t.http.post('/api/v1/users/self/totp'), { token: limited, idempotencyKey: null }).expect(200);
    const secret = enrol.body.data.attributes.secret as string;
    secrets.push(secret);
    await write(t.http.post('/api/v1/users/self/totp/confirm'), { token: limited, idempotencyKey: null })
      .send({ otp: await generate({ secret }) })
      .expect(204);
    const other = (await signIn({ email: user.email, password: user.password, otp: await reusableCode(user.id, secret) }).expect(200)).body
      .data.attributes.accessToken as string;
    secrets.push(other);

    // From the full session: no body, a wrong password, or no code, are all refused.
    const bare = await write(t.http.post('/api/v1/users/self/totp'), { token: limited, idempotencyKey: null }).expect(422);
    expect(bare.body.errors[0]).toMatchObject({ code: 'password.current-wrong', source: { pointer: '/current_password' } });
    await write(t.http.post('/api/v1/users/self/totp'), { token: limited, idempotencyKey: null })
      .send({ current_password: 'not-the-password-at-all', otp: '123456' })
      .expect(422);
    const noCode = await write(t.http.post('/api/v1/users/self/totp'), { token: limited, idempotencyKey: null })
      .send({ current_password: user.password })
      .expect(422);
    expect(noCode.body.errors[0]).toMatchObject({ code: 'sign-in.totp-invalid', source: { pointer: '/otp' } });
    const { rows: pending } = await t.db.owner.query('SELECT totp_pending_secret FROM staff_users WHERE id = $1', [user.id]);
    expect(pending[0].totp_pending_secret).toBeNull();

    const again = await write(t.http.post('/api/v1/users/self/totp'), { token: limited, idempotencyKey: null })
      .send({ current_password: user.password, otp: await reusableCode(user.id, secret) })
      .expect(200);
    const newSecret = again.body.data.attributes.secret as string;
    secrets.push(newSecret);
    await write(t.http.post('/api/v1/users/self/totp/confirm'), { token: limited, idempotencyKey: null })
      .send({ otp: await generate({ secret: newSecret }) })
      .expect(204);
    await t.http.get('/api/v1/users/self').set(bearer(other)).expect(401);
    await t.http.get('/api/v1/users/self').set(bearer(limited)).expect(200);
  });
});

describe('caching of authenticated answers', () => {
  it('marks every answer to a token-bearing request, and every answer handing out a token or TOTP secret, no-store', async () => {
    const user = await createStaff(['reviewer'], { totp_required: true });
    const signedIn = await signIn({ email: user.email, password: user.password }).expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const token = signedIn.body.data.attributes.accessToken as string;
    secrets.push(token);
    const enrol = await write(t.http.post('/api/v1/users/self/totp'), { token, idempotencyKey: null }).expect(200);
    secrets.push(enrol.body.data.attributes.secret);
    expect(enrol.headers['cache-control']).toBe('no-store');
    // A refusal, and a public route that is otherwise cacheable, both asked with a token.
    const refused = await t.http.get('/api/v1/notifications').set('Authorization', `Bearer ${token}`).expect(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const self = await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(self.headers['cache-control']).toBe('no-store');
    const publicWithToken = await t.http.get('/api/v1/activities').set('Authorization', `Bearer ${admin.token}`);
    expect(publicWithToken.headers['cache-control']).toBe('no-store');
    const unknownToken = await t.http.get('/api/v1/users/self').set('Authorization', 'Bearer not-a-live-session-token-at-all').expect(401);
    expect(unknownToken.headers['cache-control']).toBe('no-store');
    // Anonymous public answers keep their own caching.
    const anonymous = await t.http.get('/api/v1/activities');
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
  });
});

describe('logs', () => {
  it('carry no password, token or TOTP secret', () => {
    expect(t.logLines.length).toBeGreaterThan(10);
    expect(t.logLines.some((l) => l.includes('sign-in.failed'))).toBe(true);
    const leaks = t.logLines.filter((line) => secrets.some((s) => line.includes(s)));
    expect(leaks).toEqual([]);
  });
});

describe('field messages carry the constraint’s limits', () => {
  it('names the maximum length and the allowed values', async () => {
    const res = await write(t.http.post('/api/v1/users'), { token: admin.token })
      .set('Accept-Language', 'en')
      .send({
        email: `x-${randomUUID()}@registry.test`,
        first_name: 'x'.repeat(101),
        last_name: 'B',
        roles: ['pilot'],
        password: 'long-enough-password',
      })
      .expect(422);
    const byField = Object.fromEntries(res.body.errors.map((e: { meta: { field: string }; title: string }) => [e.meta.field, e.title]));
    expect(byField.first_name).toBe('First name: at most 100 characters');
    expect(byField['roles']).toContain('system_admin, reviewer');
  });
});
