import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Test } from 'supertest';
import { DomainError } from '@registry/domain/shared/domain-error';
import { UploadedFiles } from '../src/modules/files/uploaded-files.js';
import { UploadPruner } from '../src/modules/files/upload-pruner.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write, XSRF_TOKEN } from './support/http.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
/** The limit this file runs with (UPLOAD_MAX_FILE_MB), small so that "too large" is cheap to send. */
const MAX_MB = 1;
const MAX_BYTES = MAX_MB * 1024 * 1024;
/** Per-applicant limits this file runs with (the other tests' shared applicant stays under them). */
const RATE_PER_MINUTE = 30;
const QUOTA_FILES = 30;
const QUOTA_MB = 3;

let t: TestApp;
let uploadDir: string;
let applicant: { token: string; email: string };
let other: { token: string; email: string };
let reviewer: { token: string; userId: string };
let staffWithoutRead: { token: string; userId: string };

/** An applicant signed in as the portal does it: a code by e-mail, then verify-otp. */
async function signInByEmailCode(email: string): Promise<{ token: string; email: string }> {
  const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
  await write(t.http.post('/api/v1/generate-otp')).set('X-Forwarded-For', ip).send({ email }).expect(200);
  const mail = await t.mail.waitFor(email);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)![1];
  const res = await write(t.http.post('/api/v1/verify-otp'), { idempotencyKey: null })
    .set('X-Forwarded-For', ip)
    .send({ email, code })
    .expect(200);
  return { token: res.body.data.attributes.accessToken, email };
}

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'registry-uploads-e2e-'));
  process.env.UPLOAD_DIR = uploadDir;
  process.env.UPLOAD_MAX_FILE_MB = String(MAX_MB);
  process.env.UPLOAD_RATE_PER_MINUTE = String(RATE_PER_MINUTE);
  process.env.UPLOAD_QUOTA_FILES = String(QUOTA_FILES);
  process.env.UPLOAD_QUOTA_MB = String(QUOTA_MB);
  t = await startTestApp();
  applicant = await signInByEmailCode(`uploader-${randomUUID()}@example.org`);
  other = await applicantToken(t);
  reviewer = await staffToken(t, ['reviewer']);
  staffWithoutRead = await staffToken(t, []);
});
afterAll(async () => {
  await t?.close();
  await rm(uploadDir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  delete process.env.UPLOAD_MAX_FILE_MB;
  delete process.env.UPLOAD_RATE_PER_MINUTE;
  delete process.env.UPLOAD_QUOTA_FILES;
  delete process.env.UPLOAD_QUOTA_MB;
});

interface Part {
  content: Buffer;
  filename: string;
  field?: string;
}

function upload(
  parts: Part[],
  options: { token?: string | null; kind?: string; key?: string; locale?: string; fields?: Record<string, string> } = {},
): Test {
  const token = options.token === null ? undefined : (options.token ?? applicant.token);
  let req = write(t.http.post('/api/v1/files'), { token, idempotencyKey: options.key }).set('Accept-Language', options.locale ?? 'en');
  if (options.kind !== undefined) req = req.field('kind', options.kind);
  for (const [name, value] of Object.entries(options.fields ?? {})) req = req.field(name, value);
  for (const part of parts)
    req = req.attach(part.field ?? 'file', part.content, { filename: part.filename, contentType: 'application/octet-stream' });
  return req;
}

const auth = (req: Test, token?: string) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
const error = (res: { body: { errors: Array<Record<string, any>> } }) => res.body.errors[0]!;

async function filesOnDisk(dir = uploadDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function stored(): Promise<{ rows: number; files: number }> {
  const { rows } = await t.db.owner.query('SELECT count(*)::int AS n FROM uploaded_files');
  return { rows: rows[0].n, files: (await filesOnDisk()).length };
}

/** Runs a refused request and checks that it left no row and no file behind. */
async function refusedLeavingNothing(send: () => Promise<{ status: number; body: any }>, status: number) {
  const before = await stored();
  const res = await send();
  expect({ status: res.status, body: res.body }).toMatchObject({ status });
  expect(res.body.errors).toEqual(expect.any(Array));
  expect(await stored()).toEqual(before);
  return res;
}

describe('POST /api/v1/files', () => {
  it.each([
    ['passport.pdf', PDF, 'identity_document', 'application/pdf'],
    ['face.JPG', JPEG, 'ceo_image', 'image/jpeg'],
    ['signature.png', PNG, 'shareholder_signature', 'image/png'],
  ])('accepts %s and answers with a files resource', async (filename, content, kind, contentType) => {
    const res = await upload([{ filename, content }], { kind }).expect(201);
    const id = res.body.data.id as string;
    const sha256 = createHash('sha256').update(content).digest('hex');
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    expect(res.headers.location).toBe(`/api/v1/files/${id}`);
    expect(res.body.data).toEqual({
      type: 'files',
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[45][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      attributes: { kind, contentType, size: content.length, sha256, originalName: filename, createdAt: expect.any(String) },
      links: { self: `/api/v1/files/${id}`, content: `/api/v1/files/${id}/content` },
    });

    const { rows } = await t.db.owner.query(
      'SELECT owner, kind, content_type, size, sha256, attached_to FROM uploaded_files WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([
      { owner: `applicant:${applicant.email}`, kind, content_type: contentType, size: content.length, sha256, attached_to: null },
    ]);
    // Stored under the generated id only, readable by the server's user alone.
    const [onDisk] = (await filesOnDisk()).filter((f) => f.includes(id));
    expect(path.basename(onDisk!)).toBe(id);
    expect(await readFile(onDisk!)).toEqual(content);
    expect((await stat(onDisk!)).mode & 0o777).toBe(0o600);
  });

  it('takes "other" as the kind when none is given', async () => {
    const res = await upload([{ filename: 'letter.pdf', content: PDF }]).expect(201);
    expect(res.body.data.attributes.kind).toBe('other');
  });

  it('refuses staff (403 before the body is read): only applicants attach uploads, whatever the permissions', async () => {
    const auditor = await staffToken(t, ['auditor']);
    for (const token of [auditor.token, reviewer.token, staffWithoutRead.token]) {
      const res = await upload([{ filename: 'letter.pdf', content: PDF }], { token }).expect(403);
      expect(res.body.errors[0].code).toBe('forbidden');
    }
    const owners = [auditor.userId, reviewer.userId, staffWithoutRead.userId].map((id) => `staff:${id}`);
    const { rows } = await t.db.owner.query('SELECT count(*)::int AS n FROM uploaded_files WHERE owner = ANY($1)', [owners]);
    expect(rows[0].n).toBe(0);
  });

  it('keeps a name in Kurdish or Arabic script, cleaned of folders and direction overrides', async () => {
    const res = await upload([{ filename: 'پاسپۆرتی ئازاد.pdf', content: PDF }]).expect(201);
    expect(res.body.data.attributes.originalName).toBe('پاسپۆرتی ئازاد.pdf');
    const tricky = await upload([{ filename: 'scan\u202Eann.pdf', content: PDF }]).expect(201);
    expect(tricky.body.data.attributes.originalName).toBe('scanann.pdf');
  });

  it.each([
    ['PNG bytes named .pdf', 'really-a-png.pdf', PNG, 'other'],
    ['text named .pdf', 'notes.pdf', Buffer.from('hello, this is only text'), 'other'],
    ['a program named .pdf', 'setup.pdf', EXE, 'other'],
    ['a program', 'setup.exe', EXE, 'other'],
    ['a PDF named .png', 'scan.png', PDF, 'other'],
    ['a PDF as a signature', 'signature.pdf', PDF, 'ceo_signature'],
  ])('refuses %s with 415 file.invalid-type, storing nothing', async (_, filename, content, kind) => {
    const res = await refusedLeavingNothing(() => upload([{ filename, content }], { kind }), 415);
    expect(error(res)).toMatchObject({ status: '415', code: 'file.invalid-type', source: { pointer: '/file' } });
    expect(error(res).title).toMatch(/^File: invalid file type; allowed: \.(pdf|jpg)/);
  });

  it('says "invalid type" in the request’s language', async () => {
    const res = await upload([{ filename: 'x.pdf', content: PNG }], { locale: 'ckb' }).expect(415);
    expect(error(res).title).toBe('فایل: جۆری فایلەکە دروست نییە؛ ڕێگەپێدراو: .pdf، .jpg، .jpeg، .png');
  });

  it('refuses a file over the limit with 413 and the spec’s message, storing nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES - PDF.length + 1, 0x20)]);
    const res = await refusedLeavingNothing(() => upload([{ filename: 'big.pdf', content: big }]), 413);
    expect(error(res)).toMatchObject({
      code: 'file.too-large',
      title: `File: size must not exceed ${MAX_MB} MB`,
      meta: { params: { size: MAX_MB } },
    });
    const exact = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES - PDF.length, 0x20)]);
    await upload([{ filename: 'exactly-the-limit.pdf', content: exact }]).expect(201);
  });

  it('refuses a request that declares a body far over the limit before reading it', async () => {
    const server = t.app.getHttpServer() as http.Server;
    if (!server.address()) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const before = await stored();
    const { status, body, connection } = await new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/files',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=----limit',
          'Content-Length': String(200 * MAX_BYTES),
          Cookie: `XSRF-TOKEN=${XSRF_TOKEN}`,
          'X-XSRF-TOKEN': XSRF_TOKEN,
          Authorization: `Bearer ${applicant.token}`,
          'Idempotency-Key': randomUUID(),
          'Accept-Language': 'en',
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }));
      });
      req.on('error', reject);
      req.write('------limit\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n\r\n%PDF-');
      // The rest of the 200 MB is never sent: the answer must come without it.
    });
    expect(status).toBe(413);
    expect(connection).toBe('close');
    expect(JSON.parse(body).errors[0]).toMatchObject({ code: 'file.too-large' });
    expect(await stored()).toEqual(before);
  });

  it('refuses an empty file', async () => {
    const res = await refusedLeavingNothing(() => upload([{ filename: 'empty.pdf', content: Buffer.alloc(0) }]), 422);
    expect(error(res)).toMatchObject({ code: 'file.empty', title: 'File: the file is empty' });
  });

  it('refuses two files in one request ("too many files")', async () => {
    const res = await refusedLeavingNothing(
      () =>
        upload([
          { filename: 'one.pdf', content: PDF },
          { filename: 'two.pdf', content: PDF },
        ]),
      422,
    );
    expect(error(res)).toMatchObject({ code: 'file.too-many', source: { pointer: '/file' } });
    expect(error(res).title).toMatch(/too many files/);
  });

  it('refuses a file in another field, a request without a file, and a JSON body', async () => {
    const elsewhere = await refusedLeavingNothing(() => upload([{ filename: 'a.pdf', content: PDF, field: 'document' }]), 422);
    expect(error(elsewhere)).toMatchObject({ code: 'validation.unknown-field', source: { pointer: '/document' } });
    const none = await refusedLeavingNothing(() => upload([], { kind: 'other' }), 422);
    expect(error(none)).toMatchObject({ code: 'validation.required', title: 'File: required', source: { pointer: '/file' } });
    const json = await refusedLeavingNothing(
      () => write(t.http.post('/api/v1/files'), { token: applicant.token }).send({ file: 'JVBERi0=' }),
      422,
    );
    expect(error(json)).toMatchObject({ code: 'validation.required', source: { pointer: '/file' } });
  });

  it('refuses an unknown kind and unknown fields', async () => {
    const kind = await refusedLeavingNothing(() => upload([{ filename: 'a.pdf', content: PDF }], { kind: 'selfie' }), 422);
    expect(error(kind)).toMatchObject({ code: 'validation.one-of', source: { pointer: '/kind' } });
    expect(error(kind).meta.params.allowed).toContain('identity_document');
    const extra = await refusedLeavingNothing(
      () => upload([{ filename: 'a.pdf', content: PDF }], { fields: { path: '/etc/passwd' } }),
      422,
    );
    expect(error(extra)).toMatchObject({ code: 'validation.unknown-field', source: { pointer: '/path' } });
  });

  it('answers a malformed multipart body with 400 file.upload-failed, never a 500', async () => {
    const send = (contentType: string, body: string) => () =>
      write(t.http.post('/api/v1/files'), { token: applicant.token })
        .set('Accept-Language', 'en')
        .set('Content-Type', contentType)
        .send(body);
    const truncated =
      '------b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 and then nothing';
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=----b', truncated],
      ['multipart/form-data; boundary=----b', 'no boundary anywhere in here'],
      ['multipart/form-data', truncated],
      [
        'multipart/form-data; boundary=----b',
        '------b\r\nContent-Disposition: form-data\r\nBroken header without colon\r\n\r\nx\r\n------b--\r\n',
      ],
    ]) {
      const res = await refusedLeavingNothing(send(contentType!, body!), 400);
      expect(error(res)).toMatchObject({ code: 'file.upload-failed', title: 'Upload failed; try again' });
    }
  });

  it('replays the first answer for the same key and file, and refuses the key with another file', async () => {
    const key = randomUUID();
    const first = await upload([{ filename: 'same.pdf', content: PDF }], { key }).expect(201);
    const again = await upload([{ filename: 'same.pdf', content: PDF }], { key }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const { rows } = await t.db.owner.query('SELECT count(*)::int AS n FROM uploaded_files WHERE sha256 = $1 AND original_name = $2', [
      first.body.data.attributes.sha256,
      'same.pdf',
    ]);
    expect(rows[0].n).toBe(1);
    const otherFile = await refusedLeavingNothing(
      () => upload([{ filename: 'same.pdf', content: Buffer.concat([PDF, Buffer.from('%')]) }], { key }),
      422,
    );
    expect(error(otherFile).code).toBe('idempotency-key-reused');
  });

  it('wants a signed-in caller', async () => {
    const res = await refusedLeavingNothing(() => upload([{ filename: 'a.pdf', content: PDF }], { token: null }), 401);
    expect(error(res).code).toBe('unauthorized');
  });
});

describe('GET /api/v1/files/{id} and /content', () => {
  let file: { id: string; sha256: string };
  const name = 'پاسپۆرت (1).pdf';

  beforeAll(async () => {
    const res = await upload([{ filename: name, content: PDF }], { kind: 'identity_document' }).expect(201);
    file = { id: res.body.data.id, sha256: res.body.data.attributes.sha256 };
  });

  it('lets the owner read the metadata and download the file as an attachment', async () => {
    const meta = await auth(t.http.get(`/api/v1/files/${file.id}`), applicant.token).expect(200);
    expect(meta.body.data).toMatchObject({
      type: 'files',
      id: file.id,
      attributes: { originalName: name, kind: 'identity_document', size: PDF.length },
    });

    const res = await auth(t.http.get(`/api/v1/files/${file.id}/content`), applicant.token)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_______ (1).pdf"; filename*=UTF-8''${encodeURIComponent('پاسپۆرت')}%20%281%29.pdf`,
    );
    expect(
      createHash('sha256')
        .update(res.body as Buffer)
        .digest('hex'),
    ).toBe(file.sha256);
  });

  it('lets staff who read applications read it', async () => {
    await auth(t.http.get(`/api/v1/files/${file.id}`), reviewer.token).expect(200);
    const res = await auth(t.http.get(`/api/v1/files/${file.id}/content`), reviewer.token).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 404 to anyone else, as for an id that does not exist', async () => {
    const unknown = await auth(t.http.get(`/api/v1/files/${randomUUID()}`), other.token).expect(404);
    for (const url of [`/api/v1/files/${file.id}`, `/api/v1/files/${file.id}/content`]) {
      const otherApplicant = await auth(t.http.get(url), other.token).expect(404);
      expect(otherApplicant.body).toEqual(unknown.body);
      const staffWithoutPermission = await auth(t.http.get(url), staffWithoutRead.token).expect(404);
      expect(staffWithoutPermission.body).toEqual(unknown.body);
    }
    await auth(t.http.get('/api/v1/files/not-a-uuid'), applicant.token).expect(404);
    await auth(t.http.get('/api/v1/files/not-a-uuid/content'), applicant.token).expect(404);
  });

  it('answers 401 without a token', async () => {
    expect(error(await t.http.get(`/api/v1/files/${file.id}`).expect(401)).code).toBe('unauthorized');
    expect(error(await t.http.get(`/api/v1/files/${file.id}/content`).expect(401)).code).toBe('unauthorized');
  });

  it('does not let an applicant read what staff own (uploads from before staff were refused)', async () => {
    const res = await upload([{ filename: 'approval.pdf', content: PDF }], { kind: 'approval_document' }).expect(201);
    await t.db.owner.query('UPDATE uploaded_files SET owner = $2 WHERE id = $1', [res.body.data.id, `staff:${reviewer.userId}`]);
    await auth(t.http.get(`/api/v1/files/${res.body.data.id}`), applicant.token).expect(404);
  });
});

describe('UploadedFiles, as the application commands use it', () => {
  const owner = () => `applicant:${applicant.email}`;
  const uploadAs = async (token: string, filename: string, content: Buffer, kind: string) =>
    (await upload([{ filename, content }], { token, kind }).expect(201)).body.data.id as string;

  function problemsOf(error: unknown) {
    expect(error).toBeInstanceOf(DomainError);
    const e = error as DomainError;
    return { kind: e.kind, problems: e.problems.map((p) => ({ code: p.code, field: p.field })) };
  }

  it('accepts the owner’s uploads of the allowed kinds and names the field of each problem', async () => {
    const files = t.app.get(UploadedFiles);
    const passport = await uploadAs(applicant.token, 'passport.pdf', PDF, 'identity_document');
    const photo = await uploadAs(applicant.token, 'photo.jpg', JPEG, 'ceo_image');
    const someoneElses = await uploadAs(other.token, 'theirs.pdf', PDF, 'identity_document');

    const ok = await files.requireOwned(t.runtime.db.pool, [passport], owner(), ['identity_document'], { field: 'identity_documents' });
    expect(ok.map((f) => f.id)).toEqual([passport]);
    const single = await files.requireOwned(t.runtime.db.pool, photo, owner(), ['ceo_image'], { field: 'ceo.personal_image' });
    expect(single[0]).toMatchObject({ id: photo, kind: 'ceo_image', contentType: 'image/jpeg', owner: owner() });

    const refused = await files
      .requireOwned(t.runtime.db.pool, [passport, someoneElses, randomUUID(), 'not-an-id', photo], owner(), ['identity_document'], {
        field: 'identity_documents',
      })
      .catch((e: unknown) => e);
    expect(problemsOf(refused)).toEqual({
      kind: 'invalid',
      problems: [
        { code: 'file.unknown', field: 'identity_documents[1]' },
        { code: 'file.unknown', field: 'identity_documents[2]' },
        { code: 'file.unknown', field: 'identity_documents[3]' },
        { code: 'file.wrong-kind', field: 'identity_documents[4]' },
      ],
    });
  });

  it('attaches uploads to one stream inside the caller’s transaction, and refuses them to another', async () => {
    const files = t.app.get(UploadedFiles);
    const passport = await uploadAs(applicant.token, 'passport.pdf', PDF, 'identity_document');
    const streamA = `trade-name-${randomUUID()}`;
    const streamB = `trade-name-${randomUUID()}`;

    const client = await t.runtime.db.pool.connect();
    try {
      await client.query('BEGIN');
      await files.requireOwned(client, [passport], owner(), undefined, { forStream: streamA });
      await files.attach(client, [passport], streamA);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect((await t.db.owner.query('SELECT attached_to FROM uploaded_files WHERE id = $1', [passport])).rows[0].attached_to).toBeNull();

    await files.attach(t.runtime.db.pool, [passport], streamA);
    await files.attach(t.runtime.db.pool, [passport], streamA); // a retried command changes nothing
    expect((await t.db.owner.query('SELECT attached_to FROM uploaded_files WHERE id = $1', [passport])).rows[0].attached_to).toBe(streamA);
    await files.requireOwned(t.runtime.db.pool, [passport], owner(), undefined, { forStream: streamA });

    const elsewhere = await files
      .requireOwned(t.runtime.db.pool, passport, owner(), undefined, { field: 'capital_document', forStream: streamB })
      .catch((e: unknown) => e);
    expect(problemsOf(elsewhere)).toEqual({ kind: 'invalid', problems: [{ code: 'file.attached-elsewhere', field: 'capital_document' }] });
    const conflict = await files.attach(t.runtime.db.pool, [passport], streamB).catch((e: unknown) => e);
    expect(problemsOf(conflict)).toEqual({ kind: 'conflict', problems: [{ code: 'file.attached-elsewhere', field: 'uploads' }] });
  });
});

describe('limits per applicant, and pruning', () => {
  /** A PDF of about `bytes` bytes. */
  const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(Math.max(0, bytes - PDF.length), 0x20)]);
  const rowsOf = async (email: string) =>
    (await t.db.owner.query('SELECT count(*)::int AS n FROM uploaded_files WHERE owner = $1', [`applicant:${email}`])).rows[0].n as number;

  it(`refuses the upload past ${RATE_PER_MINUTE} in a minute with 429, Retry-After and a message naming the field, even when sent at once`, async () => {
    const burst = await applicantToken(t);
    const results = await Promise.all(
      Array.from({ length: RATE_PER_MINUTE + 6 }, () => upload([{ filename: 'page.pdf', content: PDF }], { token: burst.token })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(RATE_PER_MINUTE);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(6).fill(429));
    expect(await rowsOf(burst.email)).toBe(RATE_PER_MINUTE);

    const res = await upload([{ filename: 'page.pdf', content: PDF }], { token: burst.token, locale: 'ckb' }).expect(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(error(res)).toMatchObject({
      code: 'file.rate-limited',
      source: { pointer: '/file' },
      meta: { field: 'file', params: { seconds: retryAfter }, retryAfterSeconds: retryAfter },
    });
    expect(error(res).title).toMatch(/^فایل: .*\p{Script=Arabic}/u);
    // Someone else is not held back by this applicant's burst.
    await upload([{ filename: 'page.pdf', content: PDF }], { token: other.token }).expect(201);
  });

  it(`refuses an upload past ${QUOTA_MB} MB held in unattached uploads with 422, storing nothing`, async () => {
    const holder = await applicantToken(t);
    const big = pdfOf(Math.floor(0.9 * 1024 * 1024));
    for (let i = 0; i < 3; i++) await upload([{ filename: `scan-${i}.pdf`, content: big }], { token: holder.token }).expect(201);
    const before = await stored();
    const res = await upload([{ filename: 'scan-3.pdf', content: big }], { token: holder.token, locale: 'ar' }).expect(422);
    expect(error(res)).toMatchObject({
      code: 'file.quota-exceeded',
      source: { pointer: '/file' },
      meta: { params: { files: QUOTA_FILES, size: QUOTA_MB, hours: 24 } },
    });
    expect(error(res).title).toMatch(/^الملف: /);
    expect(await stored()).toEqual(before);
  });

  it(`refuses the upload past ${QUOTA_FILES} unattached ones; attached uploads do not count`, async () => {
    const holder = await applicantToken(t);
    const owner = `applicant:${holder.email}`;
    // Held from earlier (outside the rate's minute): QUOTA_FILES - 1 unattached, 5 attached.
    await t.db.owner.query(
      `INSERT INTO uploaded_files (id, owner, kind, content_type, size, sha256, original_name, created_at, attached_to)
       SELECT gen_random_uuid(), $1, 'other', 'application/pdf', 100, repeat('a', 64), 'old.pdf', now() - interval '10 minutes',
              CASE WHEN i > $2 THEN 'trade-name-' || gen_random_uuid() END
         FROM generate_series(1, $2 + 5) i`,
      [owner, QUOTA_FILES - 1],
    );
    await upload([{ filename: 'last.pdf', content: PDF }], { token: holder.token }).expect(201);
    const res = await upload([{ filename: 'one-more.pdf', content: PDF }], { token: holder.token, locale: 'kmr' }).expect(422);
    expect(error(res)).toMatchObject({ code: 'file.quota-exceeded', meta: { field: 'file' } });
    expect(error(res).title).toMatch(/^Pel: /);
    // Once one is part of an application, there is room again.
    await t.db.owner.query(
      `UPDATE uploaded_files SET attached_to = 'trade-name-x' WHERE id = (SELECT id FROM uploaded_files WHERE owner = $1 AND attached_to IS NULL LIMIT 1)`,
      [owner],
    );
    await upload([{ filename: 'one-more.pdf', content: PDF }], { token: holder.token }).expect(201);
  });

  it('prunes unattached uploads past their age (row and file), never an attached or a recent one', async () => {
    const files = t.app.get(UploadedFiles);
    const holder = await applicantToken(t);
    const idOf = async (name: string) =>
      (await upload([{ filename: name, content: PDF }], { token: holder.token }).expect(201)).body.data.id as string;
    const [stale, attached, recent] = [await idOf('stale.pdf'), await idOf('attached.pdf'), await idOf('recent.pdf')];
    await files.attach(t.runtime.db.pool, [attached], `trade-name-${randomUUID()}`);
    await t.db.owner.query(`UPDATE uploaded_files SET created_at = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`, [
      [stale, attached],
    ]);
    const onDisk = async (id: string) => (await filesOnDisk()).some((f) => path.basename(f) === id);
    expect(await onDisk(stale)).toBe(true);

    expect(await files.pruneUnattached()).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.owner.query('SELECT id FROM uploaded_files WHERE id = ANY($1::uuid[]) ORDER BY created_at', [
      [stale, attached, recent],
    ]);
    expect(rows.map((r) => r.id).sort()).toEqual([attached, recent].sort());
    expect(await onDisk(stale)).toBe(false);
    expect(await onDisk(attached)).toBe(true);
    expect(await onDisk(recent)).toBe(true);
    await auth(t.http.get(`/api/v1/files/${stale}`), holder.token).expect(404);
    // The API process runs it on a timer.
    expect(t.app.get(UploadPruner)).toBeInstanceOf(UploadPruner);
  });
});

describe('OpenAPI', () => {
  it('describes the upload as a multipart form with the file and its kind', async () => {
    const res = await t.http.get('/api/docs/openapi.json').expect(200);
    const schema = res.body.paths['/api/v1/files'].post.requestBody.content['multipart/form-data'].schema;
    expect(schema).toMatchObject({
      required: ['file'],
      properties: { file: { format: 'binary' }, kind: { enum: expect.arrayContaining(['logo']) } },
    });
    expect(Object.keys(res.body.paths['/api/v1/files/{id}/content'].get.responses['200'].content)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
  });
});

describe('logs', () => {
  it('show no server error and no access token', () => {
    expect(t.logLines.filter((line) => /"level":"error"/.test(line))).toEqual([]);
    for (const token of [applicant.token, other.token, reviewer.token, staffWithoutRead.token]) {
      expect(t.logLines.filter((line) => line.includes(token))).toEqual([]);
    }
  });
});
