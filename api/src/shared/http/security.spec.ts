import Fastify from 'fastify';
import { registerSecurityHeaders } from './security.js';

/** The headers every response carries (docs/security.md "Headers"), exactly: no more, no fewer. */
describe('security headers', () => {
  it('sets the same headers on a route and on a 404, with the map’s tiles and the inline scripts’ hashes in the policy', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { imageSources: ['https://*.tiles.example'], scriptHashes: ['sha256-c3BsYXNo'] });
    app.get('/page', async () => 'page');
    for (const url of ['/page', '/missing']) {
      const res = await app.inject({ url });
      const { 'content-type': _type, 'content-length': _length, date: _date, connection: _connection, ...security } = res.headers;
      expect(security).toEqual({
        'content-security-policy': [
          "default-src 'self'",
          "script-src 'self' 'sha256-c3BsYXNo'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob: https://*.tiles.example",
          "font-src 'self' data:",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
          "frame-src 'self' blob:",
        ].join(';'),
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
      });
    }
    await app.close();
  });

  it('allows no inline script and no other image source when none is given', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, {});
    const policy = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("img-src 'self' data: blob:;");
    await app.close();
  });
});
