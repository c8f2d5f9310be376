import type { Page } from '@playwright/test';
import { ckb as adminCkb } from '@registry/web-admin/i18n/ckb';
import { uniqueEmail } from './support/applicant-journeys.js';
import { field, signInBrowser, withDraft, withTermsAccepted } from './support/registration.js';
import { PERSONS } from './support/seed.js';
import { demoAccount } from './support/staff.js';
import { useStaffSession } from './support/back-office.js';
import { checkScreen, expect, open, screenshot, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 21 §2 and §4: the applicant finds an activity and a Nice class by a word of their own
 * language. The activity picker (trade-name step) and the Nice class field (trademark form) in
 * Central Kurdish, then in Kurmanji; each screen shot and checked by axe with a search shown.
 * In the back office (ckb): a trademark's class reads as number and heading, and the review
 * queue's activity filter finds a class by a Kurdish word.
 */

/** The language the portal keeps in its settings, then the page again in it. */
async function switchTo(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((lang) => {
    const saved = JSON.parse(localStorage.getItem('settings') ?? '{}') ?? {};
    localStorage.setItem('settings', JSON.stringify({ ...saved, lang }));
  }, lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('activities: "نانەواخانە" finds bakery (1071) first and it is chosen; the picker passes axe in ckb and kmr', async ({ page, api }) => {
  test.setTimeout(120_000);
  const email = 'e2e-reference-activities@example.org';
  await withTermsAccepted(page);
  await signInBrowser(page, api, email);
  await withDraft(page, 'trade-name', { email, phone_number: '07501234567' }, ['basic-info']);
  await open(page, '/tradenames/register/trade-name', 'ckb');

  const form = textsOf('form', 'ckb');
  await field(page, form('activities.search')).fill('نانەواخانە');
  const results = page.getByRole('region', { name: form('activities.results') });
  // The best match comes first among the classes that can be ticked, under its section, division and group.
  const bakery = results.getByRole('checkbox').first();
  await expect(bakery).toHaveAccessibleName(/^1071 /);
  await bakery.check();
  await expect(page.getByRole('list', { name: form('activities.chosen') })).toContainText('1071');
  await checkScreen(page, 'reference-activity-picker', 'ckb');

  await switchTo(page, 'kmr');
  const kmr = textsOf('form', 'kmr');
  await expect(page.getByRole('list', { name: kmr('activities.chosen') })).toContainText('1071');
  await field(page, kmr('activities.search')).fill('xwaringeh');
  const restaurants = page
    .getByRole('region', { name: kmr('activities.results') })
    .getByRole('checkbox')
    .first();
  await expect(restaurants).toHaveAccessibleName(/^5610 /);
  await checkScreen(page, 'reference-activity-picker', 'kmr');
});

test('Nice classes: a Kurdish word for restaurant finds class 43, which is chosen with its heading; the field passes axe in ckb and kmr', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await open(page, '/trademarks/register', 'ckb');
  const t = textsOf('trademarks', 'ckb');
  const form = textsOf('form', 'ckb');

  await page.getByLabel(form('niceClasses.search')).fill('چێشتخانە');
  const suggestions = page.getByRole('region', { name: form('niceClasses.suggestions') });
  const first = suggestions.getByRole('button').first();
  // Central Kurdish writes numbers in Eastern Arabic digits.
  await expect(first).toContainText(/43|٤٣/);
  await checkScreen(page, 'reference-nice-class-search', 'ckb');
  await first.click();
  const classList = page.getByLabel(t('form.classes.number'));
  await expect(classList).toHaveValue('43');
  await expect(classList).toBeFocused();
  // The list names the class by its number and its Kurdish heading.
  await expect(classList.locator('option:checked')).toHaveText(/(43|٤٣).*خواردن/);
  await checkScreen(page, 'reference-nice-class-chosen', 'ckb');

  await switchTo(page, 'kmr');
  const kmr = textsOf('form', 'kmr');
  await page.getByLabel(kmr('niceClasses.search')).fill('otêl');
  const kmrFirst = page
    .getByRole('region', { name: kmr('niceClasses.suggestions') })
    .getByRole('button')
    .first();
  await expect(kmrFirst).toContainText('43');
  await expect(kmrFirst).toContainText('Xizmetên xwarin');
  await checkScreen(page, 'reference-nice-class-search', 'kmr');
});

test('back office (ckb): a trademark\'s class shows its heading; the queue\'s activity filter finds 5630 by "چایخانە"', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(120_000);
  const t = adminCkb;
  const email = uniqueEmail('reference-trademark');
  const applicant = await api.signInApplicant(email);
  const id = await applicant.submitAndWait('/api/v1/trademarks', {
    wordMark: { ckb: 'چێشتخانەی گوڵان' },
    classes: [{ classNumber: 43, terms: ['چێشتخانە'] }],
    owner: { type: 'natural', upn: PERSONS.owner },
    email,
    phone_number: '07501234567',
  });
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await useStaffSession(context, baseURL!, demoAccount('reviewer'), 'ckb');

  await page.goto(`/admin/trademarks/${id}/show`);
  await expect(page.locator('#details-heading')).toBeVisible({ timeout: 15_000 });
  // The class number in the reader's digits (issue 35 §1).
  await expect(page.locator('dd').filter({ hasText: /^٤٣ — / })).toContainText('خزمەتگوزاریی خواردن');
  await screenshot(page, 'reference-admin-trademark-class', 'ckb');

  await page.goto('/admin/trade-names');
  await expect(page.locator('[data-status]').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: t.ra.action.add_filter }).click();
  await page.getByRole('menuitemcheckbox', { name: t.admin.queue.filters.activity }).click();
  const filter = page.getByRole('combobox', { name: t.admin.queue.filters.activity, exact: true });
  await filter.fill('چایخانە');
  const option = page.getByRole('option').first();
  await expect(option).toHaveText(/^5630 · /);
  await screenshot(page, 'reference-admin-activity-filter-open', 'ckb');
  await option.click();
  await expect(page).toHaveURL(/activityIds%22%3A%225630%22/);
  await expect(page.getByRole('button', { name: /^5630 · / })).toBeVisible();
  await checkScreen(page, 'reference-admin-activity-filter', 'ckb');
  await context.close();
});
