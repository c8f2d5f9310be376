import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#src/i18n';
import type { ChainDigest } from '#src/features/registers/api/get-latest-digest';
import ar from '../locales/ar.json';
import ckb from '../locales/ckb.json';
import en from '../locales/en.json';
import kmr from '../locales/kmr.json';
import { NS } from '../i18n';
import { CertificateConfirmation } from './certificate-confirmation';

const RESOURCES = { ckb, en, ar, kmr };
const CERTIFICATE = { number: '2026000000123', valid: true, message: 'valid', certifies: 'a company' };
const DIGEST: ChainDigest = { day: '2026-11-30', eventCount: 12345, hash: 'ab'.repeat(32) };

/** The verification page's section, server-rendered with the latest digest already read (or none). */
function render(lng: Locale, digest: ChainDigest | null): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    resources: { [lng]: { [NS]: RESOURCES[lng] } },
    ns: [NS],
    defaultNS: NS,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const client = new QueryClient();
  client.setQueryData(['registers', 'digest', 'latest'], digest);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <CertificateConfirmation certificate={CERTIFICATE} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');

describe('the certificate check shows the chain anchor (issue 33 §3)', () => {
  it.each(LOCALES)('%s: the latest digest hash, left to right, and a link to every published digest', (lng) => {
    const html = render(lng, DIGEST);
    expect(html).toMatch(new RegExp(`<code[^>]*dir="ltr"[^>]*>${DIGEST.hash}</code>`));
    expect(html).toContain('href="/api/v1/public/publications/digests"');
    expect(text(html)).not.toContain('{{');
  });

  it('its day and event count in the reader’s digits', () => {
    expect(text(render('ckb', DIGEST))).toContain('١٢٬٣٤٥');
    expect(text(render('ckb', DIGEST))).toContain('٢٠٢٦');
    expect(text(render('en', DIGEST))).toContain('12,345');
    expect(text(render('en', DIGEST))).toContain('30 November 2026');
  });

  it('nothing before the first digest', () => {
    expect(render('en', null)).not.toContain('<code');
  });
});
