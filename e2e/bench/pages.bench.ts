import type { Browser, Locator, Page } from '@playwright/test';
import { limitedCompanyPayload, signInApplicantSession, transit, uniqueEmail } from '../support/applicant-journeys.js';
import { demoAccount, signInStaffApi } from '../support/staff.js';
import { expect, test } from '../support/test.js';
import { textsOf } from '../support/texts.js';

/** Cold loads of each page, the median reported (the first load also warms the portal's caches). */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const t = textsOf('my-application', 'en');
const registration = textsOf('registration', 'en');

/**
 * Milliseconds from navigation to "usable": the page's main heading visible and its primary
 * control visible and enabled, in a new browser context each time (no cache, no service state).
 */
async function coldLoad(browser: Browser, baseURL: string, token: string | null, path: string, ready: (page: Page) => Locator[]): Promise<number> {
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
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  for (const locator of ready(page)) {
    await expect(locator).toBeVisible({ timeout: 60_000 });
    await expect(locator).toBeEnabled({ timeout: 60_000 });
  }
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('applicant pages: time until usable', async ({ browser, api, baseURL }) => {
  const email = uniqueEmail('bench');
  const { client: applicant, token } = await signInApplicantSession(api, email);
  const returnedId = await applicant.submitAndWait('/api/v1/businesses', await limitedCompanyPayload(applicant, email, 'کۆمپانیای پێوانەی خێرایی'));
  const submittedId = await applicant.submitAndWait('/api/v1/businesses', await limitedCompanyPayload(applicant, email, 'کۆمپانیای پێوانەی دووەم'));
  const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
  await transit(reviewer, 'businesses', returnedId, 'start_legal_check');
  await transit(reviewer, 'businesses', returnedId, 'return_to_applicant', {
    reason: 'پێوانە',
    target: 'requires_business_correction',
    fieldComments: { 'contract.clauses.capital': 'بڕی سەرمایە' },
  });

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const pages: { label: string; path: string; signedIn: boolean; ready: (page: Page) => Locator[] }[] = [
    { label: 'home (baseline)', path: '/', signedIn: false, ready: (page) => [heading(page), page.locator('main a[href="/register"]').first()] },
    { label: 'my applications', path: '/my-applications', signedIn: true, ready: (page) => [heading(page)] },
    { label: 'company status (submitted)', path: `/my-applications/businesses/${submittedId}`, signedIn: true, ready: (page) => [heading(page), page.getByRole('link', { name: t('actions.printContract') }).first()] },
    { label: 'company status (returned)', path: `/my-applications/businesses/${returnedId}`, signedIn: true, ready: (page) => [heading(page), page.getByRole('link', { name: t('actions.correct') }).first()] },
    { label: 'correction', path: `/my-applications/businesses/${returnedId}/correct`, signedIn: true, ready: (page) => [heading(page), page.getByRole('button', { name: t('correct.submit') })] },
    { label: 'contract', path: `/my-applications/businesses/${submittedId}/contract`, signedIn: true, ready: (page) => [heading(page)] },
    { label: 'registration (company)', path: '/businesses/register', signedIn: true, ready: (page) => [heading(page), page.getByRole('button', { name: registration('actions.continue'), exact: true })] },
    { label: 'registration (visitor)', path: '/businesses/register', signedIn: false, ready: (page) => [heading(page), page.getByRole('button', { name: registration('actions.continue'), exact: true })] },
  ];
  const rows: string[] = [];
  for (const entry of pages) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await coldLoad(browser, baseURL!, entry.signedIn ? token : null, entry.path, entry.ready));
    rows.push(`${entry.label.padEnd(30)} median ${String(Math.round(median(times))).padStart(5)} ms   runs ${times.map((ms) => Math.round(ms)).join(' ')}`);
  }
  process.stdout.write(`\nbench:pages, cold browser context, ${RUNS} runs each, until heading and primary control are usable\n${rows.join('\n')}\n`);
});
