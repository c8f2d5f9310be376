import { describe, expect, it } from 'vitest';
import { BYPASSED_PATHS, buildIdOf, isBypassed, isHashedAsset, isKeepablePage, isPortalPage } from './rules';

const ORIGIN = 'https://registry.example';
const url = (path: string) => new URL(path, ORIGIN);

describe('what the service worker keeps (issue 31 §4)', () => {
  it('keeps the portal pages per URL, never the API, the back office or the mail catcher', () => {
    for (const path of ['/', '/register', '/businesses/register/company', '/tradenames/search?q=x', '/my-applications/business/42'])
      expect(isPortalPage(url(path), ORIGIN), path).toBe(true);
    for (const path of [
      '/api',
      '/api/v1/drafts/business',
      '/admin',
      '/admin/',
      '/admin/applications/1',
      '/dev/mail',
      '/static/1.pdf',
      '/sw.js',
      '/assets/index-abc.js',
    ])
      expect(isPortalPage(url(path), ORIGIN), path).toBe(false);
    expect(isPortalPage(new URL('https://tiles.example/1/2/3'), ORIGIN)).toBe(false);
    // A path that only starts like a bypassed one is the portal's.
    expect(isBypassed('/administration')).toBe(false);
    expect(isBypassed('/apix')).toBe(false);
    for (const path of ['/api', '/api/x', '/admin', '/admin/x', '/dev/mail']) expect(isBypassed(path), path).toBe(true);
    expect(BYPASSED_PATHS).toEqual(expect.arrayContaining(['/api/*', '/admin', '/admin/*', '/dev/*']));
  });

  it('keeps hashed build files, not their source maps nor another origin’s', () => {
    expect(isHashedAsset(url('/assets/index-BAq.js'), ORIGIN)).toBe(true);
    expect(isHashedAsset(url('/assets/noto-sans-latin-400-normal-x.woff2'), ORIGIN)).toBe(true);
    expect(isHashedAsset(url('/assets/index-BAq.js.map'), ORIGIN)).toBe(false);
    expect(isHashedAsset(url('/admin/assets/index-x.js'), ORIGIN)).toBe(false);
    expect(isHashedAsset(new URL('https://cdn.example/assets/x.js'), ORIGIN)).toBe(false);
  });

  it('keeps a whole HTML page of this origin only', () => {
    const page = (status: number, headers: Record<string, string>, more: Partial<Response> = {}) => ({
      status,
      type: 'basic' as ResponseType,
      redirected: false,
      headers: new Headers(headers),
      ...more,
    });
    expect(isKeepablePage(page(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }))).toBe(true);
    expect(isKeepablePage(page(200, { 'content-type': 'text/html', 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isKeepablePage(page(404, { 'content-type': 'text/html' }))).toBe(false);
    expect(isKeepablePage(page(503, { 'content-type': 'text/html' }))).toBe(false);
    expect(isKeepablePage(page(200, { 'content-type': 'application/json' }))).toBe(false);
    expect(isKeepablePage(page(200, { 'content-type': 'text/html' }, { redirected: true }))).toBe(false);
    expect(isKeepablePage(page(0, {}, { type: 'opaqueredirect' }))).toBe(false);
  });

  it('names each build by its precache list', () => {
    const one = [{ url: 'assets/index-a.js', revision: null }, 'assets/x-b.css'];
    expect(buildIdOf(one)).toBe(buildIdOf([...one]));
    expect(buildIdOf(one)).not.toBe(buildIdOf([{ url: 'assets/index-c.js', revision: null }, 'assets/x-b.css']));
    expect(buildIdOf(one)).toMatch(/^[0-9a-z]+$/);
  });
});
