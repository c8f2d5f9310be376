import { randomUUID } from 'node:crypto';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { districtTradeNamePayload, openApplication, stepButton, transitAndWait } from './support/back-office.js';
import { watchBrowserProblems } from './support/browser-problems.js';
import { distinctKurdishWords } from './support/applicant-journeys.js';
import { createStaff, signInStaffApi, signInToBackOffice } from './support/staff.js';
import { checkScreen, expect, test } from './support/test.js';

/**
 * Issue 35 §4, in Central Kurdish: a case another reviewer holds says so before any click (the
 * holder's name, the step buttons disabled, the rule's reason), and a session that must first
 * enrol a second factor shows the enrolment alone. Neither asks the API anything it refuses: the
 * network log has no 403 (nor any other 4xx or 5xx; a missing favicon is another point of the issue).
 */
const t = ckb.admin;
const NOT_THIS_POINT = [/^404 GET \/favicon\.ico$/];

test('a second reviewer opening a claimed case sees its holder and disabled steps, without a 403', async ({ browser, baseURL, api }) => {
  test.setTimeout(120_000);
  const email = `e2e-claimed-${randomUUID().slice(0, 8)}@example.org`;
  const applicant = await api.signInApplicant(email);
  const id = await applicant.submitAndWait(
    '/api/v1/trade_names',
    await districtTradeNamePayload(applicant, `گوڵی ${distinctKurdishWords(2)}`, email),
  );
  const holder = await createStaff(api, ['reviewer'], { label: 'holder', firstName: 'ئاسۆ', lastName: 'ڕەحیم' });
  const second = await createStaff(api, ['reviewer'], { label: 'second-reviewer' });
  await transitAndWait(await signInStaffApi(api, holder), 'trade_names', id, 'claim');

  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchBrowserProblems(page, NOT_THIS_POINT);
  await signInToBackOffice(page, second, 'ckb');
  await openApplication(page, 'trade-names', id);

  const notice = page.locator('[data-refused]');
  await expect(notice.locator('[data-holder]')).toHaveText(t.review.held_by.replace('%{name}', 'ئاسۆ ڕەحیم'));
  await expect(notice).toContainText(t.review.assigned_to_another);
  await expect(notice).toHaveCount(1);
  // Every step button is there, disabled, and described by the notice; none is live.
  const start = stepButton(page, 'start_legal_check');
  await expect(start).toBeDisabled();
  await expect(start).toHaveAttribute('aria-describedby', (await notice.getAttribute('id'))!);
  await expect(page.locator('[data-event]:not([disabled])')).toHaveCount(0);
  // The summary names the holder too, not their id.
  await expect(page.locator('dd').filter({ hasText: 'ئاسۆ ڕەحیم' })).toHaveCount(1);
  await checkScreen(page, 'admin-claimed-case', 'ckb');
  problems.expectNone('opening a case another reviewer holds');
  await context.close();
});

test('a session that must enrol a second factor shows only the enrolment, and asks nothing it is refused', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(90_000);
  const user = await createStaff(api, ['reviewer'], { label: 'enrol-only', totpRequired: true });
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchBrowserProblems(page, NOT_THIS_POINT);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-admin-language-set')) return;
    sessionStorage.setItem('e2e-admin-language-set', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify('ckb'));
  });
  await page.goto('/admin/login');
  await page.locator('input[type="email"]').fill(user.email);
  await page.locator('input[type="password"]').fill(user.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1, name: t.auth.enrol_heading })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');

  // No menu, no notifications badge, no screen behind the enrolment.
  await expect(page.locator('.RaSidebar-root, .RaMenu-root')).toHaveCount(0);
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: t.dashboard.title })).toHaveCount(0);
  // A deep link to a screen shows the enrolment as well.
  await page.goto('/admin/trade-names');
  await expect(page.getByRole('heading', { level: 1, name: t.auth.enrol_heading })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await checkScreen(page, 'admin-totp-enrol-only', 'ckb');
  problems.expectNone('the enrolment-only session');
  await context.close();
});
