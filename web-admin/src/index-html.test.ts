import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGN_IN } from './i18n/sign-in';

/** What the back office's page says before its scripts run (issue 31 §6). */
const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('index.html', () => {
  it('is in the default language, right to left', () => {
    expect(html).toMatch(/<html\s+lang="ckb"\s+dir="rtl">/);
  });

  it("is titled with the back office's name in ckb, as its catalogue has it", () => {
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim()).toBe(SIGN_IN.ckb.title);
  });

  it('carries its icon inline, so that no request for /admin/favicon.ico is made (and refused)', () => {
    const icon = html.match(/<link\s+rel="icon"[^>]*\shref="([^"]+)"/)?.[1];
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
  });
});
