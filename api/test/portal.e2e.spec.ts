import { createHash, randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './support/test-app.js';
import { allProjections } from '../src/projections.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ownMailCatcher: true });
});
afterAll(() => t.close());

describe('one process serves the whole portal', () => {
  it('GET /api/health reports the database and every projection with its lag', async () => {
    await t.runtime.eventStore.append(`thing-${randomUUID()}`, 'thing', 0, [
      { eventId: randomUUID(), type: 'thing.happened', schemaVersion: 1, data: {} },
    ]);
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { reachable: true } });
    // Every projection the portal runs, each with its lag.
    expect(res.body.projections).toEqual(allProjections().map((p) => expect.objectContaining({ name: p.name, lag: expect.any(Number) })));
    expect(res.body.projections.length).toBeGreaterThanOrEqual(5);
    // The live runner catches up on its own.
    const deadline = Date.now() + 10_000;
    let lag = -1;
    while (Date.now() < deadline && lag !== 0) {
      lag = Math.max(...(await t.http.get('/api/health')).body.projections.map((p: { lag: number }) => p.lag));
      if (lag) await new Promise((r) => setTimeout(r, 50));
    }
    expect(lag).toBe(0);
  });

  it('serves the applicant portal at / (also for client-side routes) and the back office at /admin', async () => {
    const home = await t.http.get('/').expect(200);
    expect(home.text).toContain('<div id="root">');
    expect(home.text).toContain('lang="ckb"');
    // Each page is rendered on the server (issue 31), a client-side route too: its own HTML, the same app's entry script.
    const search = await t.http.get('/tradenames/search').expect(200);
    expect(search.text).toContain('<html lang="ckb" dir="rtl" data-ssr');
    expect(search.text).not.toBe(home.text);
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(home.text)?.[1];
    expect(entry).toBeDefined();
    expect(search.text).toContain(entry);
    const admin = await t.http.get('/admin/').expect(200);
    expect(admin.text).toContain('/admin/assets/');
    expect((await t.http.get('/admin/users/1').expect(200)).text).toBe(admin.text);
  });

  it('answers /favicon.ico and /admin/favicon.ico with the emblem, which a browser asks for by convention (beside a PDF, say)', async () => {
    for (const url of ['/favicon.ico', '/admin/favicon.ico']) {
      const icon = await t.http.get(url).responseType('blob').expect(200);
      expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
      const body = icon.body as Buffer;
      // An ICO header (reserved 0, type 1) with the 16, 32 and 48 pixel images.
      expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
    }
  });

  it('sends each page compressed to a browser that accepts it (a page answers from the not-found path, past @fastify/compress)', async () => {
    const plain = await t.http.get('/tradenames/search').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      // superagent decodes the answer; Content-Length is what went over the wire.
      const page = await t.http.get('/tradenames/search').set('Accept-Encoding', `${encoding}, deflate`).expect(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['vary']).toContain('Accept-Encoding');
      expect(page.text).toBe(plain.text);
      // The server-rendered page is mostly inline CSS: compressed it is a small part of itself.
      expect(Number(page.headers['content-length'])).toBeLessThan(plain.text.length / 4);
    }
    const admin = await t.http.get('/admin/').set('Accept-Encoding', 'br').expect(200);
    expect(admin.headers['content-encoding']).toBe('br');
    expect(admin.text).toContain('/admin/assets/');
  });

  it('allows each inline script of the served page by its hash in the page’s Content-Security-Policy', async () => {
    const home = await t.http.get('/').expect(200);
    const inline = [...home.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    // The applicant portal's splash script (web-apps.ts): without its hash the browser refuses to run it.
    expect(inline.length).toBeGreaterThan(0);
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(String(home.headers['content-security-policy']))?.[1]?.split(' ');
    for (const text of inline) expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    expect((await t.http.get('/api/docs').expect(200)).text).toContain('swagger');
    const spec = await t.http.get('/api/docs/openapi.json').expect(200);
    expect(spec.body.info.title).toBe('Business Registry API');
    expect(Object.keys(spec.body.paths)).toContain('/api/health');
    // The application controllers are made by one factory: each still describes its own body.
    expect(spec.body.paths['/api/v1/trade_names'].post.requestBody.content['application/json'].schema.$ref).toMatch(/TradeNameDetailsDto$/);
    expect(spec.body.paths['/api/v1/businesses'].post.requestBody.content['application/json'].schema.$ref).toMatch(/BusinessDetailsDto$/);
  });

  it('answers unknown API routes and malformed bodies with JSON:API errors, never a 500', async () => {
    const missing = await t.http.get('/api/v1/nothing-here').set('Accept-Language', 'en').expect(404);
    expect(missing.body.errors[0]).toMatchObject({ status: '404', code: 'route-not-found', title: 'This route does not exist' });
    // Central Kurdish is the default language of every message.
    const kurdish = await t.http.get('/api/v1/nothing-here').expect(404);
    expect(kurdish.body.errors[0].title).toBe('ئەم ڕێڕەوە بوونی نییە');
    const malformed = await t.http.post('/api/health').set('Content-Type', 'application/json').send('{"broken":').expect(400);
    expect(malformed.body.errors[0]).toMatchObject({ status: '400' });
    await t.http
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(`{"a":"${'x'.repeat(2_000_000)}"}`)
      .expect(413);
  });

  it('the mail catcher page lists every e-mail the portal sends', async () => {
    const to = `someone-${randomUUID()}@example.org`;
    await t.runtime.mailer.send({ to, subject: 'ناوی بازرگانی · Trade name', text: 'Your code is 123456' });
    await t.mail.waitFor(to);
    const page = await t.http.get('/dev/mail').expect(200);
    expect(page.text).toContain(to);
    expect(page.text).toContain('ناوی بازرگانی · Trade name');
    const json = await t.http.get('/dev/mail/messages').expect(200);
    expect(json.body.data[0]).toMatchObject({ to: [to], text: expect.stringContaining('123456') });
    // One recipient's e-mails, the address in any case; another's are left out.
    const other = `someone-else-${randomUUID()}@example.org`;
    await t.runtime.mailer.send({ to: other, subject: 'Other', text: 'Your code is 654321' });
    await t.mail.waitFor(other);
    const mine = await t.http.get('/dev/mail/messages').query({ to: to.toUpperCase() }).expect(200);
    expect(mine.body.data).toEqual([expect.objectContaining({ to: [to] })]);
    const unknown = await t.http.get('/dev/mail/messages').query({ to: 'nobody@example.org' }).expect(200);
    expect(unknown.body.data).toEqual([]);
  });
});
