import { mkdirSync } from 'node:fs';
import path from 'node:path';
import axe, { type AxeResults } from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { PortalApi, visitorAddress } from './api.js';
import { E2E_DIR } from './portal.js';
import type { ApplicantKey } from './seed.js';

export { expect };
export type Lang = 'ckb' | 'en' | 'ar' | 'kmr';

/** The tests' fixtures: the portal global-setup.ts started, its API, and the seeded applicants. */
export const test = base.extend<{ api: PortalApi; applicants: Record<ApplicantKey, { email: string; name: string }>; browserErrors: void }>(
  {
    /** The page's uncaught errors, failed requests and console errors, printed with a failure (a missing chunk, a CSP refusal). */
    browserErrors: [
      async ({ page }, use, testInfo) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error')
            errors.push(`console: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`);
        });
        page.on('response', (response) => {
          if (response.status() >= 500 || (response.status() === 404 && /\/assets\//.test(response.url())))
            errors.push(`${response.status()} ${response.url()}`);
        });
        await use();
        if (errors.length && testInfo.status !== testInfo.expectedStatus) {
          await testInfo.attach('browser-errors', { body: errors.join('\n'), contentType: 'text/plain' });
          process.stderr.write(`\n[${testInfo.title}] browser errors:\n  ${errors.join('\n  ')}\n`);
        }
      },
      { auto: true },
    ],
    baseURL: async ({}, use) => {
      const url = process.env.E2E_BASE_URL;
      if (!url) throw new Error('E2E_BASE_URL is unset: run through e2e/playwright.config.ts (its globalSetup starts the portal)');
      await use(url);
    },
    api: async ({ baseURL }, use) => use(new PortalApi(baseURL!)),
    // Each test's browser is a visitor of its own, as its PortalApi is (support/api.ts, visitorAddress).
    extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': visitorAddress() }),
    applicants: async ({}, use) => use(JSON.parse(process.env.E2E_APPLICANTS ?? '{}')),
  },
);

/**
 * The tag of a test that walks again, in another language, what a Central Kurdish test of its spec
 * walks. `npm test` leaves these to `npm run test:extended`, which CI runs after it: every screen
 * is still checked in every language before a change lands, and a developer's `npm test` answers in
 * under 15 minutes (docs/testing.md, "Two suites").
 */
export const OTHER_LANGUAGE = '@other-language';

/** A test's details in a loop over languages: tagged `OTHER_LANGUAGE` unless it is the Central Kurdish run. */
export function languageRun(lang: Lang): { tag?: string } {
  return lang === 'ckb' ? {} : { tag: OTHER_LANGUAGE };
}

/**
 * The tag of a Central Kurdish journey that checks each of its screens in other languages as it
 * goes (`checkBackOfficeScreen`'s `also`). `npm test` walks it in ckb alone
 * (`E2E_FOLDED_LANGUAGES=off`); `npm run test:extended` walks it again with those checks, as any
 * other run does.
 */
export const FOLDED_LANGUAGES = '@folded-languages';

/** Whether the running test checks the other languages it folds in (see `FOLDED_LANGUAGES`). */
export function checksFoldedLanguages(): boolean {
  return process.env.E2E_FOLDED_LANGUAGES !== 'off' || !test.info().tags.includes(FOLDED_LANGUAGES);
}

/** The WCAG tags the acceptance names: 2.0 and 2.1 at levels A and AA, and 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe as the tests run it: axe-core in the page itself, the acceptance's tags, gathering the
 * details of violations only (the one result the tests read). axe-core is put into each frame of
 * a document once and run there as often as the test asks: @axe-core/playwright's legacy mode
 * evaluated the 550 KB script twice in the page (and once in each frame) for every analysis,
 * which was two thirds of an analysis (home page, idle machine: 600 ms against 180 for the run).
 * Its default mode is worse here: a blank page of its own for every analysis, which only
 * cross-origin frames need (the portal's CSP allows frames from itself and blob: only).
 * A frame gets 5 s to answer axe's ping instead of 500 ms: with both cores busy, a frame that
 * answered late was left out of the analysis without a word (home.spec's planted frame, once in a
 * run beside the API's tests), and a frame left out is a screen part not checked.
 */
export async function analyzeAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    if (await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => true)) continue;
    // A frame that goes away meanwhile is not checked, as with @axe-core/playwright.
    await frame.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`).catch(() => undefined);
  }
  const outcome = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], pingWaitTime: 5_000 })
        .then((results) => ({ results, error: null }))
        .catch((error: Error) => ({ results: null, error: error.message })),
    AXE_TAGS,
  );
  if (!outcome.results) throw new Error(`axe could not run: ${outcome.error}`);
  return outcome.results;
}

/**
 * Waits for every finite animation and transition on the page to end. A snackbar or alert caught
 * mid-fade has its text at a fraction of its opacity, which axe reads as a contrast failure of a
 * colour the user never sees at rest (CI caught "E-mail verified" at 1.02:1 while it grew in).
 * Endless ones (a progress spinner) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/**
 * The page as a person sees it at rest: the web fonts in, two frames drawn, the animations ended.
 * Without the frames, axe could read a screen between two of React's commits (the stepper's
 * current step with its purple background but not yet its white text, 2.13:1), which a
 * screenshot taken before axe used to hide by drawing a frame first.
 */
async function settleRendering(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))),
  );
  await settleAnimations(page);
}

/** axe on the page as it is at rest: zero violations, each one spelled out in the failure message. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await settleRendering(page);
  const { violations } = await analyzeAxe(page);
  const report = violations
    .map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help} [${v.helpUrl}]\n` +
        v.nodes
          .slice(0, 8)
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
  expect(violations, `axe (${AXE_TAGS.join(', ')}) on ${screen} at ${page.url()}:\n${report}`).toEqual([]);
}

/**
 * Whether the screens are photographed: `npm run screenshots` (E2E_SCREENSHOTS=1), for a person
 * to look at. `npm test` checks the screens without them: a screenshot is no assertion, and the
 * 487 of a run cost about a tenth of the browser suite (docs/testing.md, eleventh measurement).
 */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** `e2e/screenshots/<screen>-<lang>[-dark].png`, the whole page, after the web fonts are in (with TAKE_SCREENSHOTS). */
export async function screenshot(page: Page, screen: string, lang: Lang, options: { dark?: boolean } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  const dir = path.join(E2E_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await settleRendering(page);
  await page.screenshot({ path: path.join(dir, `${screen}-${lang}${options.dark ? '-dark' : ''}.png`), fullPage: true });
}

/** Screenshot (with TAKE_SCREENSHOTS) and axe, the two things every screen gets in ckb and en. */
export async function checkScreen(page: Page, screen: string, lang: Lang, options: { dark?: boolean } = {}): Promise<void> {
  await screenshot(page, screen, lang, options);
  await expectNoAxeViolations(page, `${screen} (${lang}${options.dark ? ', dark' : ''})`);
}

/** `<html lang dir>` as the acceptance reads them. */
export async function expectDocumentLanguage(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ckb' || lang === 'ar' ? 'rtl' : 'ltr');
}

/**
 * The element that has the keyboard focus is a real control (not the body), visibly focused:
 * it matches :focus-visible and draws an outline or a box-shadow (WCAG 2.4.7). A text field of
 * MUI draws its focus on the field's outline instead (the input's own outline is 0): there the
 * outline must be at least 2px wide and contrast 3:1 with the page behind it (WCAG 1.4.11).
 */
export async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  // A text field draws its focused outline when React has handled the focus event: give it a
  // few frames (CI once read the outline of an input that had just taken the focus as unfocused).
  let focus = await focusOnPage(page);
  for (let retry = 0; !focus.ok && retry < 10; retry++) {
    await page.waitForTimeout(50);
    focus = await focusOnPage(page);
  }
  expect(focus.ok, `focus not visible at "${step}": ${focus.why}`).toBe(true);
}

/** Whether the focused element shows its focus, and why not (see `expectVisibleFocus`). */
function focusOnPage(page: Page): Promise<{ ok: boolean; why: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { ok: false, why: 'nothing has the focus (document.body)' };
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgba(c)
        .slice(0, 3)
        .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const backgroundBehind = (node: Element | null): string => {
      for (let n = node; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        const alpha = rgba(bg)[3];
        if (bg && bg !== 'transparent' && alpha !== 0) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const describe = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    let field = '';
    let fieldOk = false;
    const notched = el.closest('.MuiInputBase-root')?.querySelector(':scope > fieldset');
    if (!outline && !shadow && notched) {
      const border = getComputedStyle(notched);
      const ratio = contrast(border.borderTopColor, backgroundBehind(notched.parentElement));
      fieldOk = parseFloat(border.borderTopWidth) >= 2 && ratio >= 3;
      field = `, field outline=${border.borderTopWidth} ${border.borderTopColor} (contrast ${ratio.toFixed(2)}:1)`;
    }
    return {
      ok: el.matches(':focus-visible') && (outline || shadow || fieldOk) && box.width > 0 && box.height > 0,
      why: `${describe}: :focus-visible=${el.matches(':focus-visible')}, outline=${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, box-shadow=${style.boxShadow}${field}, size=${Math.round(box.width)}x${Math.round(box.height)}`,
    };
  });
}

/** Tab (or Shift+Tab) until the focused element satisfies `match`, checking the focus is visible at each stop. */
export async function tabTo(
  page: Page,
  match: (el: { name: string; role: string; tag: string }) => boolean,
  step: string,
  options: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const max = options.max ?? 40;
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a) return { name: '', role: '', tag: '' };
      const labelled = a.getAttribute('aria-labelledby');
      const labelText = labelled
        ? labelled
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : ((a as HTMLInputElement).labels?.[0]?.textContent ?? '');
      return {
        name: (a.getAttribute('aria-label') ?? (labelText || a.textContent || (a as HTMLInputElement).placeholder || '')).trim(),
        role: a.getAttribute('role') ?? '',
        tag: a.tagName.toLowerCase(),
      };
    });
    if (el.tag !== 'body') await expectVisibleFocus(page, `${step} (tab stop ${i + 1})`);
    seen.push(`${el.tag}${el.role ? `[${el.role}]` : ''} "${el.name.slice(0, 40)}"`);
    if (match(el)) return;
  }
  throw new Error(`${step}: not reached in ${max} tab stops; stopped at:\n  ${seen.join('\n  ')}`);
}

/**
 * The visitor's saved language (the portal keeps its display settings in localStorage
 * `settings`), set once before the first page of this test loads; later changes are the page's.
 */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  // The server renders the first page in it too (the portal mirrors the saved language in this cookie).
  const url = process.env.E2E_BASE_URL;
  if (url) await page.context().addCookies([{ name: 'lang', value: lang, url }]);
  await page.addInitScript((lang) => {
    if (sessionStorage.getItem('e2e-language-set')) return;
    sessionStorage.setItem('e2e-language-set', '1');
    let saved: Record<string, unknown> = {};
    try {
      saved = JSON.parse(localStorage.getItem('settings') ?? '{}') ?? {};
    } catch {
      /* replaced below */
    }
    localStorage.setItem('settings', JSON.stringify({ ...saved, lang }));
  }, lang);
}

/** Opens a path of the portal in a language and waits for its page (past the splash): its one h1, hydrated. */
export async function open(page: Page, pathname: string, lang: Lang): Promise<void> {
  await useLanguage(page, lang);
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectDocumentLanguage(page, lang);
  // The server's page is drawn before React answers input: a test goes on once it does, as the
  // bench's "usable" does (a click before it is the browser's, not the portal's).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}
