import { randomUUID } from 'node:crypto';
import { translate } from '@registry/domain/shared/i18n/messages';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { MAX_BODY_DEPTH, MAX_VERSION } from '../src/shared/http/well-formed-input.js';
import { MAX_ERRORS_REPORTED } from '../src/infrastructure/http/errors.filter.js';

/** Malformed input is a 4xx at the edge on every route, never a 500 (docs/api.md, "Malformed input"). */
let t: TestApp;
let admin: { token: string; userId: string };
let applicant: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await staffToken(t, ['system_admin']);
  applicant = await applicantToken(t);
});
afterAll(() => t.close());

const deepArrays = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const LONE_SURROGATE = 'x\ud800y';
const NUL = 'x\u0000y';

function firstError(res: { status: number; body: { errors?: { code: string; source?: unknown; title: string }[] } }) {
  expect(res.status).toBeLessThan(500);
  return res.body.errors![0]!;
}

describe('a body nested too deep', () => {
  it('is refused with 400 body-too-deep in the four languages, arrays and objects alike, anonymous or signed in', async () => {
    for (const locale of ['ckb', 'en', 'ar', 'kmr'] as const) {
      const res = await write(t.http.post('/api/v1/sign-in'), { idempotencyKey: null })
        .set('Accept-Language', locale)
        .set('Content-Type', 'application/json')
        .send(deepArrays(2000));
      expect(res.status).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 'body-too-deep', title: translate('body-too-deep', locale, { max: MAX_BODY_DEPTH }) });
    }
    const objects = await write(t.http.patch(`/api/v1/users/${admin.userId}`), { token: admin.token })
      .set('Content-Type', 'application/vnd.api+json')
      .send(deepObjects(3000));
    expect(objects.status).toBe(400);
    expect(firstError(objects).code).toBe('body-too-deep');
  });

  it('is read when it stays within the bound (a deep string is no nesting)', async () => {
    const res = await write(t.http.post('/api/v1/sign-in'), { idempotencyKey: null })
      .set('Content-Type', 'application/json')
      .send(`{"email":${deepArrays(MAX_BODY_DEPTH - 1)},"password":"${'['.repeat(100)}"}`);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { code: string }) => e.code)).not.toContain('body-too-deep');
  });

  it('answers 4xx, never 5xx, on every route of the app that takes a body, as an anonymous caller', async () => {
    const doc = (await t.http.get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({
          method,
          path: path
            .replace(/\{date\}/g, '2026-05-01')
            .replace(/\{event\}/g, 'approve')
            .replace(/\{[^}]+\}/g, randomUUID()),
        })),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, path } of routes) {
      for (const body of [deepArrays(2000), deepObjects(3000)]) {
        const res = await write((t.http as unknown as Record<string, (p: string) => ReturnType<typeof t.http.post>>)[method]!(path))
          .set('Content-Type', 'application/json')
          .send(body);
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 400 });
        expect(res.body.errors[0].code).toBe('body-too-deep');
      }
    }
  });
});

describe('a string that is not well-formed Unicode, or holds NUL', () => {
  it('is refused with 422 naming the e-mail on sign-in, generate-otp, verify-otp, the three submits and user creation', async () => {
    const requests = [
      write(t.http.post('/api/v1/sign-in'), { idempotencyKey: null }).send({ email: LONE_SURROGATE, password: 'whatever-password' }),
      write(t.http.post('/api/v1/generate-otp')).send({ email: LONE_SURROGATE }),
      write(t.http.post('/api/v1/verify-otp'), { idempotencyKey: null }).send({ email: LONE_SURROGATE, otp: '123456' }),
      write(t.http.post('/api/v1/trade_names'), { token: applicant.token }).send({ email: LONE_SURROGATE }),
      write(t.http.post('/api/v1/businesses'), { token: applicant.token }).send({ email: LONE_SURROGATE }),
      write(t.http.post('/api/v1/trademarks'), { token: applicant.token }).send({ email: LONE_SURROGATE }),
      write(t.http.post('/api/v1/users'), { token: admin.token }).send({
        email: LONE_SURROGATE,
        first_name: 'A',
        last_name: 'B',
        roles: ['reviewer'],
        password: `pw-${randomUUID()}`,
      }),
    ];
    for (const request of requests) {
      const res = await request.set('Accept-Language', 'en');
      expect(res.status).toBe(422);
      expect(firstError(res)).toMatchObject({
        code: 'validation.malformed-text',
        source: { pointer: '/email' },
        title: expect.stringContaining('malformed'),
      });
    }
  });

  it('is refused with 422 and the field’s pointer for NUL or a lone surrogate in free text, nested or not', async () => {
    const document = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
      .set('Accept-Language', 'ar')
      .send({ owner: { first_name: 'Ali', identity_document_number: NUL } });
    expect(document.status).toBe(422);
    expect(firstError(document)).toMatchObject({
      code: 'validation.malformed-text',
      source: { pointer: '/owner/identity_document_number' },
    });
    expect(document.body.errors[0].title).toContain('NUL');

    const staff = await write(t.http.post('/api/v1/users'), { token: admin.token }).send({
      email: `s-${randomUUID()}@registry.test`,
      first_name: NUL,
      last_name: LONE_SURROGATE,
      roles: ['reviewer'],
      password: `pw-${randomUUID()}`,
    });
    expect(staff.status).toBe(422);
    expect(staff.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual(['/first_name', '/last_name']);

    const day = await write(t.http.put('/api/v1/working-calendar/days/2026-05-01'), { token: admin.token }).send({
      workingTime: 'off',
      name: { ckb: 'ڕۆژ', en: LONE_SURROGATE, ar: 'يوم', kmr: 'Roj' },
    });
    expect(day.status).toBe(422);
    expect(firstError(day)).toMatchObject({ code: 'validation.malformed-text', source: { pointer: '/name/en' } });

    const key = await write(t.http.post('/api/v1/sign-in'), { idempotencyKey: null }).send({ email: 'a@b.c', password: 'p', [NUL]: 1 });
    expect(key.status).toBe(422);
    expect(firstError(key).code).toBe('validation.malformed-text');
  });

  it('is refused with 422 naming the path or query parameter', async () => {
    const path = await t.http.get('/api/v1/public/businesses/by-uen/%00').set('Accept-Language', 'kmr');
    expect(path.status).toBe(422);
    expect(firstError(path)).toMatchObject({ code: 'validation.malformed-text', source: { parameter: 'uen' } });

    const query = await t.http.get('/api/v1/working-calendar?from=2026-01-01%00');
    expect(query.status).toBe(422);
    expect(firstError(query)).toMatchObject({ code: 'validation.malformed-text', source: { parameter: 'from' } });
  });
});

describe('a version out of range, a null where a value is required', () => {
  it('refuses a version of 2^31 or more, or negative, in the body with 422 naming version', async () => {
    for (const version of [MAX_VERSION + 1, 2 ** 53, -1]) {
      const res = await write(t.http.patch(`/api/v1/users/${admin.userId}`), { token: admin.token })
        .set('Accept-Language', 'en')
        .send({ version, first_name: 'Shilan' });
      expect(res.status).toBe(422);
      expect(firstError(res)).toMatchObject({ source: { pointer: '/version' } });
      expect(res.body.errors[0].code).toMatch(/^validation\.number-m(ax|in)$/);
    }
  });

  it('refuses a version of 2^31 in the query with 422 naming the parameter', async () => {
    const res = await write(t.http.put(`/api/v1/trade_names/${randomUUID()}/transit/cancel?version=${MAX_VERSION + 1}`), {
      token: applicant.token,
    }).send({});
    expect(res.status).toBe(422);
    expect(firstError(res)).toMatchObject({ code: 'validation.number-max', source: { parameter: 'version' } });
  });

  it('refuses a version that is not a whole number (1e+308, 1.5, x) with 422 integer naming the parameter, not a bound', async () => {
    for (const version of ['1e+308', '1.5', 'x']) {
      const res = await write(t.http.put(`/api/v1/trade_names/${randomUUID()}/transit/cancel?version=${version}`), {
        token: applicant.token,
      }).send({});
      expect(res.status).toBe(422);
      expect(firstError(res)).toMatchObject({ code: 'validation.integer', source: { parameter: 'version' } });
    }
  });

  it('refuses null staff names on PATCH /users/{id} with 422 required', async () => {
    const res = await write(t.http.patch(`/api/v1/users/${admin.userId}`), { token: admin.token }).send({
      version: 0,
      first_name: null,
      last_name: null,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { code: string; source: { pointer: string } }) => [e.code, e.source.pointer]).sort()).toEqual([
      ['validation.required', '/first_name'],
      ['validation.required', '/last_name'],
    ]);
  });
});

describe('a cookie that cannot be decoded', () => {
  // '%E0%A4%A' is a truncated escape (decodeURIComponent throws on it); the rest is garbage a broken client may send.
  const BROKEN = 'XSRF-TOKEN=%E0%A4%A; session=%; ;;=;a=b=c; =%00';

  it('locks nobody out: pages and reads answer as without it (below 500), and a fresh anti-forgery cookie is set', async () => {
    for (const path of ['/', '/admin', '/api/health', '/api/v1/working-calendar']) {
      // The web apps' pages are there only once they are built: the same answer as without the cookie.
      const [res, without] = [await t.http.get(path).set('Cookie', BROKEN), await t.http.get(path)];
      expect({ path, status: res.status }).toEqual({ path, status: without.status });
      expect(res.status).toBeLessThan(500);
      expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict/);
    }
  });

  it('makes an unsafe request 403 xsrf-token-missing (no valid pair), anonymous or signed in, and changes nothing', async () => {
    const before = (await t.http.get(`/api/v1/users/${admin.userId}`).set('Authorization', `Bearer ${admin.token}`).expect(200)).body.data
      .attributes.version;
    const requests = [
      t.http.post('/api/v1/sign-in').send({ email: 'a@b.c', password: 'whatever-password' }),
      t.http
        .patch(`/api/v1/users/${admin.userId}`)
        .set('Authorization', `Bearer ${admin.token}`)
        .set('Idempotency-Key', randomUUID())
        .send({ version: before, first_name: 'Changed' }),
    ];
    for (const request of requests) {
      const res = await request.set('Cookie', BROKEN).set('X-XSRF-TOKEN', '%E0%A4%A').set('Accept-Language', 'en');
      expect(res.status).toBe(403);
      expect(firstError(res).code).toBe('xsrf-token-missing');
    }
    const after = (await t.http.get(`/api/v1/users/${admin.userId}`).set('Authorization', `Bearer ${admin.token}`).expect(200)).body.data
      .attributes.version;
    expect(after).toBe(before);
  });
});

describe('a path id that is not a UUID', () => {
  it('is a staff account that does not exist (404 user.not-found) on activate and deactivate, on both APIs', async () => {
    for (const path of ['/api/v1/users', '/api/admin/users']) {
      for (const action of ['activate', 'deactivate']) {
        for (const id of ['not-a-uuid', '2147483648', '..%2F..%2Fetc%2Fpasswd']) {
          const res = await write(t.http.put(`${path}/${id}/${action}`), { token: admin.token }).send({
            version: 0,
            reason: 'fuzzing the id',
          });
          expect({ path, action, id, status: res.status }).toEqual({ path, action, id, status: 404 });
          expect(firstError(res).code).toBe('user.not-found');
        }
      }
    }
  });
});

describe('a date of birth that is no day of the calendar', () => {
  it('is refused with 422 validation.date naming date_of_birth on both edits of a staff account, and changes nothing', async () => {
    const user = (await t.http.get(`/api/v1/users/${admin.userId}`).set('Authorization', `Bearer ${admin.token}`).expect(200)).body.data
      .attributes;
    for (const date_of_birth of ['0746-92-31', '2026-02-30', '0000-01-01']) {
      const requests = [
        write(t.http.patch(`/api/v1/users/${admin.userId}`), { token: admin.token }).send({ version: user.version, date_of_birth }),
        write(t.http.put(`/api/admin/users/${admin.userId}`), { token: admin.token }).send({ version: user.version, date_of_birth }),
      ];
      for (const request of requests) {
        const res = await request.set('Accept-Language', 'en');
        expect({ date_of_birth, status: res.status }).toEqual({ date_of_birth, status: 422 });
        expect(firstError(res)).toMatchObject({
          code: 'validation.date',
          source: { pointer: '/date_of_birth' },
          title: 'Date of birth: not a valid date',
        });
      }
    }
    const after = (await t.http.get(`/api/v1/users/${admin.userId}`).set('Authorization', `Bearer ${admin.token}`).expect(200)).body.data
      .attributes;
    expect(after.version).toBe(user.version);
  });
});

describe('a body of the wrong shape, or with very many problems', () => {
  it('is one 422 validation.object at the body when a list, a number, a string or null comes where an object belongs', async () => {
    for (const body of [`[${'0,'.repeat(99_999)}0]`, '12', '"text"', 'null']) {
      const res = await write(t.http.post('/api/v1/users'), { token: admin.token })
        .set('Content-Type', 'application/json')
        .set('Accept-Language', 'en')
        .send(body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveLength(1);
      expect(firstError(res)).toMatchObject({ code: 'validation.object', source: { pointer: '/body' } });
    }
  });

  it(`names at most ${MAX_ERRORS_REPORTED} problems in one answer (10,000 unknown fields)`, async () => {
    const body = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`field_${i}`, i]));
    const res = await write(t.http.post('/api/v1/sign-in'), { idempotencyKey: null })
      .set('Accept-Language', 'en')
      .send({ email: 'a@b.c', password: 'p', ...body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveLength(MAX_ERRORS_REPORTED);
    expect(firstError(res)).toMatchObject({ code: 'validation.unknown-field', source: { pointer: '/field_0' } });
  });
});

describe('the legacy register’s CSV with rows no column can hold', () => {
  it('refuses a day no calendar has and NUL row by row, naming the field, and imports none of them', async () => {
    const header = 'legacy_ref,name,district_id,registered_on,owner_name';
    const ref = `FZ-${randomUUID().slice(0, 8)}`;
    const csv = `${header}\n${ref}-1,February ${ref},,2026-02-30,\n${ref}-2,Year zero ${ref},,0000-01-01,\n${ref}-3,Nul\u0000${ref},,2020-01-01,\n`;
    const res = await write(t.http.post('/api/admin/legacy-names/import'), { token: admin.token })
      .set('Accept-Language', 'en')
      .set('Content-Type', 'text/csv')
      .send(csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 3, inserted: 0, refused: 3 });
    expect(res.body.rejected.map((r: { problems: { code: string; field: string }[] }) => r.problems.map((p) => [p.code, p.field]))).toEqual(
      [[['validation.date', 'registered_on']], [['validation.date', 'registered_on']], [['validation.malformed-text', 'name']]],
    );
    expect(res.body.rejected[0].message).toBe('Line 2: Registered on: not a valid date');
  });
});
