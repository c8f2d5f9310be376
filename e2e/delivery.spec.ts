import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './support/test.js';

/**
 * Issue 25 §1, as a client sees it on the wire: the apps' hashed files precompressed (brotli,
 * gzip), chosen by Accept-Encoding and cached for a year; the HTML revalidated; API JSON
 * compressed above a size threshold. Read with node:http, which hands over the raw bytes.
 */
type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function raw(url: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

for (const app of [
  { name: 'applicant portal', index: '/' },
  { name: 'back office', index: '/admin/' },
]) {
  test(`the ${app.name}'s hashed scripts come precompressed by negotiation and immutable; its HTML is revalidated`, async ({ baseURL }) => {
    const html = await raw(new URL(app.index, baseURL).href, 'identity');
    expect(html.status).toBe(200);
    expect(html.headers['cache-control']).toBe('no-cache');
    // The entry script may be a one-line import of the chunks preloaded beside it: take the
    // largest script the page names, which is worth compressing.
    const scripts = [...html.body.toString('utf8').matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]*\/assets\/[^"]+\.js)"/g)].map(
      (m) => new URL(m[1], baseURL).href,
    );
    expect(scripts.length, 'the scripts index.html names').toBeGreaterThan(0);
    const fetched = await Promise.all(scripts.map(async (url) => ({ url, answer: await raw(url, 'identity') })));
    const { url: scriptUrl, answer: plain } = fetched.reduce((largest, next) =>
      next.answer.body.length > largest.answer.body.length ? next : largest,
    );
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);

    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await raw(scriptUrl, `${encoding}, identity;q=0.5`);
      expect(answer.headers['content-encoding'], encoding).toBe(encoding);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      expect(DECODERS[encoding](answer.body).equals(plain.body), `${encoding} decodes to the same script`).toBe(true);
    }
  });
}

test('API JSON above the threshold is compressed for a client that accepts it, and plain for one that does not', async ({ baseURL }) => {
  const url = new URL('/api/v1/countries', baseURL).href;
  const plain = await raw(url, 'identity');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1024);
  for (const encoding of ['br', 'gzip'] as const) {
    const answer = await raw(url, encoding);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(DECODERS[encoding](answer.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  }
});
