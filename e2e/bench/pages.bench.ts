import type { Browser } from '@playwright/test';
import { limitedCompanyPayload, signInApplicantSession, transit, uniqueEmail } from '../support/applicant-journeys.js';
import { demoAccount, signInStaffApi } from '../support/staff.js';
import { expect, test } from '../support/test.js';
import { textsOf } from '../support/texts.js';

/** Cold loads of each page, the median reported (the first load also warms the portal's caches). */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const t = textsOf('my-application', 'en');
const registration = textsOf('registration', 'en');

/** What makes a page usable: its main heading, and its primary control (a link or button by its exact text, or a CSS selector). */
interface Readiness {
  control?: { role: 'button' | 'link'; name: string } | { css: string };
}

/**
 * Watches the page from its first script on and notes, on the page's own clock (milliseconds
 * since navigation started), the first animation frame at which the main heading is shown and the
 * primary control is shown and enabled. Playwright's own checks poll (pauses of 100 to 500 ms), so
 * the moment it sees the page usable can be a pause later than the page was.
 */
function watchUsable(readiness: Readiness): void {
  const shown = (element: Element | null): element is HTMLElement =>
    !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const enabled = (element: HTMLElement) => !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
  const control = readiness.control;
  const findControl = (): HTMLElement | null => {
    if (!control) return document.body;
    if ('css' in control) return document.querySelector<HTMLElement>(control.css);
    const candidates =
      control.role === 'button'
        ? document.querySelectorAll<HTMLElement>('button, [role="button"]')
        : document.querySelectorAll<HTMLElement>('a[href], [role="link"]');
    return [...candidates].find((element) => element.textContent?.trim() === control.name && shown(element)) ?? null;
  };
  const check = () => {
    if ((window as unknown as { __usableAt?: number }).__usableAt !== undefined) return;
    const heading = document.querySelector('h1');
    const primary = findControl();
    if (shown(heading) && shown(primary) && enabled(primary)) {
      (window as unknown as { __usableAt?: number }).__usableAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Milliseconds from navigation to "usable": the page's main heading visible and its primary
 * control visible and enabled, in a new browser context each time (no cache, no service state).
 * Two figures: the page's own clock (watchUsable) and, as before, what Playwright saw.
 */
async function coldLoad(
  browser: Browser,
  baseURL: string,
  token: string | null,
  path: string,
  readiness: Readiness,
): Promise<{ inPage: number; seen: number }> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', extraHTTPHeaders: { 'X-Forwarded-For': '198.18.200.1' } });
  await context.addInitScript(
    ({ token }) => {
      localStorage.setItem('settings', JSON.stringify({ lang: 'en' }));
      // The terms accepted, so that the registration opens its first step rather than /register.
      localStorage.setItem('termsAccepted', new Date().toISOString());
      if (token) localStorage.setItem('accessToken', token);
    },
    { token },
  );
  await context.addInitScript(watchUsable, readiness);
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  const primary = !readiness.control
    ? null
    : 'css' in readiness.control
      ? page.locator(readiness.control.css).first()
      : page.getByRole(readiness.control.role, { name: readiness.control.name, exact: true }).first();
  for (const locator of primary ? [heading, primary] : [heading]) {
    await expect(locator).toBeVisible({ timeout: 60_000 });
    await expect(locator).toBeEnabled({ timeout: 60_000 });
  }
  const seen = performance.now() - started;
  const inPage = await page
    .waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt, undefined, { timeout: 10_000 })
    .then((handle) => handle.jsonValue() as Promise<number>);
  await context.close();
  return { inPage, seen };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('applicant pages: time until usable', async ({ browser, api, baseURL }) => {
  const email = uniqueEmail('bench');
  const { client: applicant, token } = await signInApplicantSession(api, email);
  const returnedId = await applicant.submitAndWait(
    '/api/v1/businesses',
    await limitedCompanyPayload(applicant, email, 'کۆمپانیای پێوانەی خێرایی'),
  );
  const submittedId = await applicant.submitAndWait(
    '/api/v1/businesses',
    await limitedCompanyPayload(applicant, email, 'کۆمپانیای پێوانەی دووەم'),
  );
  const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
  await transit(reviewer, 'businesses', returnedId, 'start_legal_check');
  await transit(reviewer, 'businesses', returnedId, 'return_to_applicant', {
    reason: 'پێوانە',
    target: 'requires_business_correction',
    fieldComments: { 'contract.clauses.capital': 'بڕی سەرمایە' },
  });

  const pages: { label: string; path: string; signedIn: boolean; readiness: Readiness }[] = [
    { label: 'home (baseline)', path: '/', signedIn: false, readiness: { control: { css: 'main a[href="/register"]' } } },
    { label: 'my applications', path: '/my-applications', signedIn: true, readiness: {} },
    {
      label: 'company status (submitted)',
      path: `/my-applications/businesses/${submittedId}`,
      signedIn: true,
      readiness: { control: { role: 'link', name: t('actions.printContract') } },
    },
    {
      label: 'company status (returned)',
      path: `/my-applications/businesses/${returnedId}`,
      signedIn: true,
      readiness: { control: { role: 'link', name: t('actions.correct') } },
    },
    {
      label: 'correction',
      path: `/my-applications/businesses/${returnedId}/correct`,
      signedIn: true,
      readiness: { control: { role: 'button', name: t('correct.save') } },
    },
    { label: 'contract', path: `/my-applications/businesses/${submittedId}/contract`, signedIn: true, readiness: {} },
    {
      label: 'registration (company)',
      path: '/businesses/register',
      signedIn: true,
      readiness: { control: { role: 'button', name: registration('actions.continue') } },
    },
    {
      label: 'registration (visitor)',
      path: '/businesses/register',
      signedIn: false,
      readiness: { control: { role: 'button', name: registration('actions.continue') } },
    },
  ];
  const rows: string[] = [];
  let home = 0;
  for (const entry of pages) {
    const times: { inPage: number; seen: number }[] = [];
    for (let run = 0; run < RUNS; run++)
      times.push(await coldLoad(browser, baseURL!, entry.signedIn ? token : null, entry.path, entry.readiness));
    const inPage = times.map((time) => time.inPage);
    const seen = times.map((time) => time.seen);
    // The home page, measured first, is the same-run baseline.
    home ||= median(inPage);
    rows.push(
      `${entry.label.padEnd(30)} median ${String(Math.round(median(inPage))).padStart(5)} ms on the page's clock (${(median(inPage) / home).toFixed(2)}× home)   ` +
        `seen by Playwright ${String(Math.round(median(seen))).padStart(5)} ms   runs ${inPage.map((ms) => Math.round(ms)).join(' ')}`,
    );
  }
  process.stdout.write(
    `\nbench:pages, cold browser context, ${RUNS} runs each, until heading and primary control are usable\n${rows.join('\n')}\n`,
  );
});
