import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#src/i18n';
import { CAPITAL_ROWS, COMPANY_TYPE_GROUPS, MINIMUM_CAPITAL_IQD } from './constants';
import { NS } from './i18n';
import ar from './locales/ar.json';
import ckb from './locales/ckb.json';
import en from './locales/en.json';
import kmr from './locales/kmr.json';
import AboutPage from './pages/AboutPage';
import ContactPage from './pages/ContactPage';
import FaqPage from './pages/FaqPage';
import ForeignCompanyPage from './pages/ForeignCompanyPage';
import LocalCompanyPage from './pages/LocalCompanyPage';
import LocalCompanyTypesPage from './pages/LocalCompanyTypesPage';
import PrivacyPage from './pages/PrivacyPage';
import ReleaseNotesPage from './pages/ReleaseNotesPage';
import TermsPage from './pages/TermsPage';
import { routes } from './routes';
import { acceptTerms, readTermsAcceptance, TERMS_ACCEPTED_KEY } from '#src/lib/terms';

const resources: Record<Locale, typeof en> = { ckb, en, ar, kmr };

const PAGES: Array<{ path: string; Page: ComponentType; titleKey: string }> = [
  { path: '/guidelines/local-company-types', Page: LocalCompanyTypesPage, titleKey: 'companyTypes.title' },
  { path: '/guidelines/local-company', Page: LocalCompanyPage, titleKey: 'localCompany.title' },
  { path: '/guidelines/foreign-company', Page: ForeignCompanyPage, titleKey: 'foreignCompany.title' },
  { path: '/faq', Page: FaqPage, titleKey: 'faq.title' },
  { path: '/privacy', Page: PrivacyPage, titleKey: 'privacy.title' },
  { path: '/terms', Page: TermsPage, titleKey: 'terms.title' },
  { path: '/contact', Page: ContactPage, titleKey: 'contact.title' },
  { path: '/about', Page: AboutPage, titleKey: 'about.title' },
  { path: '/release-notes', Page: ReleaseNotesPage, titleKey: 'releaseNotes.title' },
];

/** A fresh i18next with only this feature's texts in one language: no fallback, missing keys recorded. */
function instanceFor(lng: Locale): { i18n: I18n; missing: string[] } {
  const missing: string[] = [];
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    resources: { [lng]: { [NS]: resources[lng] } },
    ns: [NS],
    defaultNS: NS,
    fallbackLng: false,
    saveMissing: true,
    // Only this feature's keys: the shell's `common` texts (the portal's name in the title) are not ours.
    missingKeyHandler: (_lngs, ns, key) => {
      if (ns === NS) missing.push(key);
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return { i18n, missing };
}

// The contact page reads the directorates through react-query (on the server render they are still loading).
const render = (i18n: I18n, Page: ComponentType, path: string) =>
  renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, { initialEntries: [path] }, createElement(Page))),
    ),
  );

const decode = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Every key path of a resource tree, arrays by index. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [String(value)];
}

describe('guide pages', () => {
  for (const { path, Page, titleKey } of PAGES) {
    for (const lng of LOCALES) {
      it(`${path} renders its h1 in ${lng} without missing keys`, () => {
        const { i18n, missing } = instanceFor(lng);
        const html = render(i18n, Page, path);
        expect(missing).toEqual([]);

        const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
        expect(h1s).toHaveLength(1);
        expect(decode(h1s[0][1]).trim()).toBe(i18n.t(titleKey));
        expect(decode(h1s[0][1]).trim()).not.toBe('');

        // Headings go down one level at a time (h1, h2, h3), never skipping.
        const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
        expect(levels[0]).toBe(1);
        levels.forEach((level, i) => {
          if (i > 0) expect(level - levels[i - 1]).toBeLessThanOrEqual(1);
        });

        const text = decode(html);
        expect(text).not.toMatch(/\{\{|\}\}/);
        expect(text).not.toMatch(/\b(common|companyTypes|localCompany|foreignCompany|faq|privacy|terms|contact|about|releaseNotes)\.[a-z]/);
        // Links say where they go.
        for (const [, label] of html.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)) expect(decode(label).trim().length).toBeGreaterThan(3);
      });
    }
  }

  it('every path of spec §2 and issue 7 has a lazy route', () => {
    expect(routes.map((r) => `/${r.path}`).sort()).toEqual(PAGES.map((p) => p.path).sort());
    for (const route of routes) expect(typeof route.lazy).toBe('function');
  });

  it('the capital table names the amounts of spec §9', () => {
    const { i18n } = instanceFor('en');
    const html = decode(render(i18n, LocalCompanyTypesPage, '/guidelines/local-company-types'));
    for (const amount of ['1,000,000 IQD', '2,000,000 IQD', '500,000 IQD']) expect(html).toContain(amount);
    const ckb = instanceFor('ckb');
    expect(decode(render(ckb.i18n, LocalCompanyTypesPage, '/guidelines/local-company-types'))).toContain('١٬٠٠٠٬٠٠٠ دینار');
  });
});

describe('guide texts', () => {
  it('have the same keys (and list lengths) in all four languages', () => {
    const reference = keysOf(resources.en).sort();
    for (const lng of LOCALES) expect(keysOf(resources[lng]).sort()).toEqual(reference);
  });

  it('are translations, not copies of the English', () => {
    const en = valuesOf(resources.en);
    for (const lng of ['ckb', 'ar', 'kmr'] as const) {
      const same = valuesOf(resources[lng]).filter((value, i) => value === en[i] && /[a-z]{4}/.test(value.replace(/\{\{\w+\}\}/g, '')));
      expect(same, lng).toEqual([]);
    }
  });

  it('are written in the letters of their language', () => {
    for (const value of valuesOf(resources.ckb)) expect(value, value).not.toMatch(/[يكة]/); // Arabic-only letters
    for (const value of valuesOf(resources.ar)) expect(value, value).not.toMatch(/[یکەڕڵۆێ]/); // Kurdish letters
    for (const value of valuesOf(resources.kmr)) expect(value, value).not.toMatch(/[\u0600-\u06ff]/);
    for (const value of valuesOf(resources.en)) expect(value, value).not.toMatch(/[\u0600-\u06ff]/);
  });

  it('name every company type of spec §3', () => {
    const types = Object.keys(MINIMUM_CAPITAL_IQD);
    expect(types).toHaveLength(11);
    for (const lng of LOCALES) expect(Object.keys(resources[lng].companyTypes.types).sort()).toEqual([...types].sort());
  });
});

describe('layout', () => {
  it('uses logical properties only, so that right-to-left pages mirror', () => {
    const sources = import.meta.glob<string>(['./**/*.tsx', './**/*.ts', '!./**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    for (const [file, source] of Object.entries(sources)) {
      expect(source, file).not.toMatch(/\b(ml|mr|pl|pr|marginLeft|marginRight|paddingLeft|paddingRight|left|right)\s*:/);
      expect(source, file).not.toMatch(/align="(left|right)"|textAlign:\s*'(left|right)'/);
    }
  });
});

describe('minimum capital', () => {
  it('shows every company type once, at the minimum the domain enforces', () => {
    const shown = CAPITAL_ROWS.flatMap((row) => row.types.map((type) => [type, row.minimum] as const));
    expect(Object.fromEntries(shown)).toEqual(MINIMUM_CAPITAL_IQD);
    expect(shown).toHaveLength(
      Object.keys(COMPANY_TYPE_GROUPS).flatMap((g) => COMPANY_TYPE_GROUPS[g as keyof typeof COMPANY_TYPE_GROUPS]).length,
    );
  });
});

describe('terms acceptance', () => {
  const original = globalThis.localStorage;
  afterEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: original, configurable: true, writable: true });
  });

  it('stores termsAccepted with the date and reads it back', () => {
    const store = new Map<string, string>();
    const fake = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    Object.defineProperty(globalThis, 'localStorage', { value: fake, configurable: true, writable: true });
    expect(readTermsAcceptance()).toBeNull();
    acceptTerms(new Date('2026-03-01T09:30:00Z'));
    expect(store.get(TERMS_ACCEPTED_KEY)).toBe('2026-03-01T09:30:00.000Z');
    expect(readTermsAcceptance()?.toISOString()).toBe('2026-03-01T09:30:00.000Z');
  });

  it('shows the date of an earlier acceptance', () => {
    const fake = { getItem: () => '2026-03-01T09:30:00.000Z', setItem: () => undefined };
    Object.defineProperty(globalThis, 'localStorage', { value: fake, configurable: true, writable: true });
    const { i18n } = instanceFor('en');
    expect(decode(render(i18n, TermsPage, '/terms'))).toContain('You accepted these terms on 1 March 2026.');
  });
});
