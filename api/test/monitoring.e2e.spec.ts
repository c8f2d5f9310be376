import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The portals' error-reporting tunnel (issue 7): an envelope for the registry's own DSN reaches
 * the collector unchanged; one for another DSN, or garbage, is refused and goes nowhere; with no
 * DSN configured nothing is forwarded at all.
 */
let collector: Server;
const received: { url: string; body: string }[] = [];
let dsn: string;
let reporting: TestApp;
let silent: TestApp;
const TILES = 'https://{s}.tiles.example/{z}/{x}/{y}.png';

const envelope = (forDsn: string) =>
  `${JSON.stringify({ dsn: forDsn, sent_at: new Date().toISOString() })}\n{"type":"event"}\n{"message":"boom"}`;

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(collector.address() as AddressInfo).port}/42`;
  [reporting, silent] = await Promise.all([
    startTestApp({ env: { SENTRY_DSN: dsn, MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: '© Test tiles' } }),
    startTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([reporting?.close(), silent?.close()]);
  collector.close();
});

it('tells the portals the DSN, or that there is none', async () => {
  expect((await reporting.http.get('/api/config').expect(200)).body.data.attributes).toMatchObject({ sentryDsn: dsn });
  expect((await silent.http.get('/api/config').expect(200)).body.data.attributes).toMatchObject({ sentryDsn: null });
});

it('tells the portals the map tile server and its credit (issue 23 §11), and lets pages load its images; none when unset', async () => {
  const configured = await reporting.http.get('/api/config').expect(200);
  expect(configured.body.data.attributes).toMatchObject({ mapTileUrl: TILES, mapTileAttribution: '© Test tiles' });
  expect(configured.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.example;/);
  const plain = await silent.http.get('/api/config').expect(200);
  expect(plain.body.data.attributes).toMatchObject({ mapTileUrl: null, mapTileAttribution: null });
  expect(plain.headers['content-security-policy']).toMatch(/img-src 'self' data: blob:;/);
});

it('forwards an envelope for its own DSN to the collector, without the anti-forgery pair a page script would add', async () => {
  const body = envelope(dsn);
  await reporting.http.post('/api/monitoring').set('Content-Type', 'text/plain;charset=UTF-8').send(body).expect(200);
  expect(received).toEqual([{ url: '/api/42/envelope/', body }]);
});

it('refuses an envelope for another DSN or one without a header, and forwards nothing', async () => {
  const before = received.length;
  await reporting.http
    .post('/api/monitoring')
    .set('Content-Type', 'text/plain')
    .send(envelope('http://publickey@evil.example/42'))
    .expect(400);
  await reporting.http.post('/api/monitoring').set('Content-Type', 'text/plain').send('not an envelope').expect(400);
  await reporting.http.post('/api/monitoring').set('Content-Type', 'application/json').send({ dsn }).expect(400);
  expect(received).toHaveLength(before);
});

it('drops every report when no DSN is configured', async () => {
  const before = received.length;
  await silent.http.post('/api/monitoring').set('Content-Type', 'text/plain').send(envelope(dsn)).expect(204);
  expect(received).toHaveLength(before);
});
