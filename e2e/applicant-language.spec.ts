import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { districtTradeNamePayload } from './support/back-office.js';
import { distinctKurdishWords, limitedCompanyPayload, uniqueEmail } from './support/applicant-journeys.js';
import { ALLOWED_PATTERNS, foreignWritingIn, visibleTexts } from './support/language-scan.js';
import { E2E_DIR } from './support/portal.js';
import { signInBrowser, withDraft, withTermsAccepted } from './support/registration.js';
import { LEGACY_NAME, PERSONS } from './support/seed.js';
import { expect, languageRun, test, useLanguage, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 35 §7 for the applicant portal (the back office's is admin-language.spec.ts): every screen
 * an applicant meets, public and signed in, in ckb and ar, has no Latin digit, no UUID-like string
 * and no Latin word outside data (e-mail addresses, references, file names, names people gave in
 * Latin letters), in its visible text and its tab title. The scan is support/language-scan.ts.
 *
 * A new screen is one line of PUBLIC_SCREENS or SIGNED_IN_SCREENS.
 */

const LANGS = ['ckb', 'ar'] as const;

/** The names the registers may show as their owners wrote them: the seeded legacy register's. */
const SEEDED_NAMES = [
  LEGACY_NAME.latin,
  ...readFileSync(path.join(E2E_DIR, 'fixtures', 'legacy-names.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[4]!),
].filter(Boolean);

/**
 * Besides the shared allow-list, what the applicant portal writes as it is in every language: the
 * names of standards, file formats and a key, a reference's prefix, and the examples of fields that
 * take the digits as the documents print them (a phone number, a registration number, coordinates,
 * a share with its decimal point). Anything else found is a screen to fix.
 */
const APPLICANT_ALLOWED: RegExp[] = [
  ...ALLOWED_PATTERNS,
  /\.(?:pdf|png|jpe?g)\b/gi, // the file types an upload takes (".pdf")
  /\b(?:PDF|PNG|JPEG|ISIC|UPN|Atom)\b/g, // a format, the activities' classification, the national number's name, the feed's format
  /\bEnter\b/g, // the key, as keyboards print it
  /\bTM-…/g, // the trademark register's references
  /\b\d{14}\b/g, // a company's unified entity number, written as registered, like the references (docs/certificates.md)
  /\b07XXXXXXXXX\b|\+9647XXXXXXXXX\b/g, // the phone number's format
  /\b07\d{9}\b/g, // a phone number as the applicant typed it (the contract quotes the company's)
  /\b(?:2026000000123|36\.19|44\.01|33\.34)\b/g, // examples of what to type
];

/** Data the test itself put on the screens: the activity's ISIC code, the map tiles' attribution of the tests' tile server. */
const TEST_DATA = ['5630', 'Test tiles (e2e)'];

interface Screen {
  name: string;
  path: string;
  /** Opened by a page load (the way between screens passes through "not found"). */
  loadWhole?: boolean;
}

/** Screens anyone may open. */
const PUBLIC_SCREENS: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'trade-name-search', path: '/tradenames/search' },
  { name: 'register-choice', path: '/register' },
  { name: 'trade-name-registration-start', path: '/tradenames/register/basic-info' },
  { name: 'business-registration-start', path: '/businesses/register/basic-info' },
  { name: 'publications', path: '/publications' },
  { name: 'businesses-register', path: '/businesses' },
  { name: 'trade-names-register', path: '/tradenames' },
  { name: 'trademarks-register', path: '/trademarks' },
  { name: 'trademarks-about', path: '/trademarks/about' },
  { name: 'retrieve', path: '/retrieve' },
  { name: 'not-found', path: '/no-such-page', loadWhole: true },
  { name: 'guide-company-types', path: '/guidelines/local-company-types' },
  { name: 'guide-local-company', path: '/guidelines/local-company' },
  { name: 'guide-foreign-company', path: '/guidelines/foreign-company' },
  { name: 'faq', path: '/faq' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'contact', path: '/contact' },
  { name: 'about', path: '/about' },
  { name: 'release-notes', path: '/release-notes' },
];

/** Screens of a signed-in applicant with a trade name, a company and a trademark submitted, and drafts of both flows. */
const signedInScreens = (ids: { tradeName: string; business: string; trademark: string }): Screen[] => [
  { name: 'my-applications', path: '/my-applications' },
  { name: 'notifications', path: '/notifications' },
  { name: 'profile', path: '/profile' },
  { name: 'trade-name-status', path: `/my-applications/trade-names/${ids.tradeName}` },
  { name: 'business-status', path: `/my-applications/businesses/${ids.business}` },
  { name: 'business-contract', path: `/my-applications/businesses/${ids.business}/contract` },
  { name: 'trademark-status', path: `/my-applications/trademarks/${ids.trademark}` },
  { name: 'trade-name-step-trade-name', path: '/tradenames/register/trade-name' },
  { name: 'trade-name-step-owner', path: '/tradenames/register/owner' },
  { name: 'business-step-trade-name', path: '/businesses/register/trade-name' },
  { name: 'business-step-company', path: '/businesses/register/company' },
  { name: 'business-step-ceo', path: '/businesses/register/ceo' },
  { name: 'business-step-shareholders', path: '/businesses/register/shareholders' },
  { name: 'business-step-documents', path: '/businesses/register/documents' },
  { name: 'business-step-contract', path: '/businesses/register/contract' },
  { name: 'trademark-registration', path: '/trademarks/register' },
];

/** Requests the page has sent and not yet seen answered (or fail). */
function requestsUnderWay(page: Page): () => number {
  let underWay = 0;
  page.on('request', () => underWay++);
  page.on('requestfinished', () => underWay--);
  page.on('requestfailed', () => underWay--);
  return () => underWay;
}

/** The screen drawn with its data: a main heading, nothing spinning, no request under way for a moment. */
async function settled(page: Page, underWay: () => number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[role="progressbar"]:visible')).toHaveCount(0, { timeout: 15_000 });
  let quietSince = Date.now();
  for (const started = Date.now(); Date.now() - quietSince < 300 && Date.now() - started < 5_000;) {
    if (underWay() > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}

/**
 * Moves the portal to `path` through its router, as a link inside it does (no page load), by way
 * of an unknown path: once its "not found" heading has come and gone, what the screen shows is its
 * own, never the previous screen's text still on the page.
 */
async function openInApp(page: Page, path: string, lang: Lang): Promise<void> {
  const go = (to: string) =>
    page.evaluate((to) => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `e2e-${idx}`, idx }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, to);
  const notFound = page.getByRole('heading', { level: 1, name: textsOf('errors', lang)('notFound.heading') });
  await go('/e2e-between-screens');
  await expect(notFound).toBeVisible({ timeout: 15_000 });
  await go(path);
  await expect(notFound).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Every screen in turn, and what the scan found on each. The first is loaded whole; the others are
 * reached inside the portal, as an applicant moves between them (a page load each cost about 1.4 s
 * a screen; the server's own rendering of each is server-rendering.spec's).
 */
async function scan(page: Page, lang: Lang, screens: Screen[]): Promise<string[]> {
  const problems: string[] = [];
  const underWay = requestsUnderWay(page);
  for (const [index, screen] of screens.entries()) {
    await test.step(screen.name, async () => {
      if (index === 0 || screen.loadWhole) await page.goto(screen.path);
      else await openInApp(page, screen.path, lang);
      await settled(page, underWay);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const texts = [...(await visibleTexts(page)), await page.title()];
      const found = texts.flatMap((text) =>
        foreignWritingIn(text, [...SEEDED_NAMES, ...TEST_DATA], APPLICANT_ALLOWED).map((what) => `${what} in "${text.slice(0, 80)}"`),
      );
      problems.push(...[...new Set(found)].map((what) => `${screen.name} (${lang}): ${what}`));
    });
  }
  return problems;
}

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  test(`the applicant portal's public screens in ${lang}: no Latin digit, UUID or Latin word`, languageRun(lang), async ({ page }) => {
    test.setTimeout(180_000);
    await withTermsAccepted(page);
    await useLanguage(page, lang);
    const problems = await scan(page, lang, PUBLIC_SCREENS);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(
    `the applicant portal's signed-in screens in ${lang}: no Latin digit, UUID or Latin word`,
    languageRun(lang),
    async ({ page, api }) => {
      test.setTimeout(240_000);
      const email = uniqueEmail(`language-${lang}`);
      await withTermsAccepted(page);
      await useLanguage(page, lang);
      const applicant = await signInBrowser(page, api, email);
      const tradeName = await applicant.submitAndWait(
        '/api/v1/trade_names',
        await districtTradeNamePayload(applicant, `چایخانەی ${distinctKurdishWords(2)}`, email),
      );
      const business = await applicant.submitAndWait(
        '/api/v1/businesses',
        await limitedCompanyPayload(applicant, email, `کۆمپانیای ${distinctKurdishWords(2)}`),
      );
      const trademark = await applicant.submitAndWait('/api/v1/trademarks', {
        wordMark: { ckb: distinctKurdishWords(2) },
        classes: [{ classNumber: 30, terms: ['چا'] }],
        owner: { type: 'natural', upn: PERSONS.owner },
        email,
        phone_number: '07501234567',
      });
      // Drafts of both flows, every step before the last one done: each step opens with what a person would have typed.
      await withDraft(page, 'trade-name', { email, phone_number: '07501234567', activity_ids: ['5630'] }, [
        'basic-info',
        'verify-email',
        'trade-name',
      ]);
      await withDraft(page, 'business', { email, type: 'local_company', trade_name: { locale: 'ckb', name: 'کۆمپانیای نموونە' } }, [
        'basic-info',
        'verify-email',
        'trade-name',
        'company',
        'ceo',
        'shareholders',
        'documents',
      ]);
      const problems = await scan(page, lang, signedInScreens({ tradeName, business, trademark }));
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
}
