import { limitedCompanyPayload, signInApplicantSession, transit, uniqueEmail } from '../support/applicant-journeys.js';
import { demoAccount, signInStaffApi } from '../support/staff.js';
import { expect, test } from '../support/test.js';
import { textsOf } from '../support/texts.js';

const t = textsOf('my-application', 'en');

/** `BENCH_WATERFALL=1 npm run bench:pages`: every request of a cold correction, status and company registration page, with its start and end. */
test('waterfall of the correction, status and registration pages', async ({ browser, api, baseURL }) => {
  test.skip(!process.env.BENCH_WATERFALL, 'only on demand');
  const email = uniqueEmail('waterfall');
  const { client: applicant, token } = await signInApplicantSession(api, email);
  const id = await applicant.submitAndWait('/api/v1/businesses', await limitedCompanyPayload(applicant, email, 'کۆمپانیای پێوانەی سێیەم'));
  const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
  await transit(reviewer, 'businesses', id, 'start_legal_check');
  await transit(reviewer, 'businesses', id, 'return_to_applicant', {
    reason: 'پێوانە',
    target: 'requires_business_correction',
    fieldComments: { 'contract.clauses.capital': 'بڕی سەرمایە' },
  });
  const registration = textsOf('registration', 'en');
  for (const path of [`/my-applications/businesses/${id}/correct`, `/my-applications/businesses/${id}`, '/businesses/register']) {
    for (let run = 0; run < 2; run++) {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.18.200.2' } });
      await context.addInitScript((token) => {
        localStorage.setItem('settings', JSON.stringify({ lang: 'en' }));
        localStorage.setItem('accessToken', token);
        localStorage.setItem('termsAccepted', new Date().toISOString());
      }, token);
      const page = await context.newPage();
      const started = Date.now();
      const rows: string[] = [];
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        rows.push(
          `${String(Math.round(timing.startTime - started)).padStart(5)} +${String(Math.round(timing.responseEnd)).padStart(5)} ms  ${request.method()} ${request.url().replace(baseURL!, '')}`,
        );
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const control = path.endsWith('/correct')
        ? page.getByRole('button', { name: t('correct.save') })
        : path === '/businesses/register'
          ? page.getByRole('button', { name: registration('actions.continue'), exact: true })
          : page.getByRole('link', { name: t('actions.correct') }).first();
      await expect(control).toBeVisible({ timeout: 20_000 });
      const usable = Date.now() - started;
      await page.waitForLoadState('networkidle');
      process.stdout.write(`\n${path} run ${run}: usable at ${usable} ms\n${rows.sort().join('\n')}\n`);
      await context.close();
    }
  }
});
