import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { CASE_FILE_MESSAGES } from '@registry/web-admin/messages/applications';
import { districtTradeNamePayload, openApplication, staffPage, switchBackOfficeLanguage } from './support/back-office.js';
import { ar } from '@registry/web-admin/i18n/ar';
import { demoAccount } from './support/staff.js';
import { expect, screenshot, test } from './support/test.js';
import { distinctKurdishWords } from './support/applicant-journeys.js';

/**
 * Numbers, separators and arrows in Central Kurdish (issue 35 §1): the dashboard's counts, a case
 * file's check summary, partners, timeline and notes, and a list's pagination are written in
 * Arabic-Indic digits; a name and a date are separated by the Arabic comma, not "·" (which reads
 * as the digit zero ٠); "from → to" points right to left; the pagination's range reads from the
 * right and its navigation is named in Kurdish. Screenshots at 1280 px to look at.
 */

const LATIN_DIGIT = /[0-9]/;
const caseFile = (CASE_FILE_MESSAGES.ckb as { admin: { case_file: { checks_summary: string } } }).admin.case_file;

/** A catalogue text with its placeholders as Arabic-Indic numbers: what the screen must show. */
const withArabicNumbers = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%\\\{\w+\\\}/g, '[٠-٩٬]+')}$`);

const section = (page: Page, heading: string) => page.locator(`section[aria-labelledby="${heading}"]`);

test('the dashboard, a case file and a list in ckb: Arabic-Indic digits, the Arabic comma, arrows pointing left', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-digits-${randomUUID().slice(0, 8)}@example.org`;
  const applicant = await api.signInApplicant(email);
  const id = await applicant.submitAndWait(
    '/api/v1/trade_names',
    await districtTradeNamePayload(applicant, `ژمارەکان ${distinctKurdishWords(2)}`, email),
  );
  const page = await staffPage(browser, baseURL!, demoAccount('system_admin'), 'ckb');

  // The dashboard: every count in the reader's digits; kind and time separated by "،".
  await page.goto('/admin');
  const counts = section(page, 'counts-heading');
  await expect(counts.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  for (const cell of await counts.locator('tbody td:last-child').allInnerTexts()) expect(cell).toMatch(/^[٠-٩٬]+$/);
  const recent = section(page, 'recent-heading');
  await expect(recent.locator('li').first()).toBeVisible();
  const recentText = await recent.innerText();
  expect(recentText).not.toContain('·');
  expect(recentText).toContain('، ');
  expect(recentText).not.toMatch(LATIN_DIGIT);
  expect(recentText, 'a day of the month without a leading zero').not.toMatch(/(^|\s)٠[١-٩] /);
  const badge = page.getByTestId('notifications-badge');
  expect(await badge.innerText()).not.toMatch(LATIN_DIGIT);
  await screenshot(page, 'admin-digits-dashboard', 'ckb');

  // A case file: the checks' summary, the partners' headings, the timeline and the notes' count.
  await openApplication(page, 'trade-names', id);
  const summary = section(page, 'case-checks-heading').locator('p').first();
  await expect(summary).toHaveText(withArabicNumbers(caseFile.checks_summary), { timeout: 15_000 });
  const details = await section(page, 'details-heading').innerText();
  expect(details).toMatch(/[٠-٩]/);
  const timeline = section(page, 'timeline-heading');
  await expect(timeline.locator('li').first()).toBeVisible();
  const timelineText = await timeline.innerText();
  expect(timelineText).toContain('←');
  expect(timelineText).not.toContain('→');
  expect(timelineText).not.toContain('·');
  expect(timelineText).not.toMatch(/[0-9](?![^(]*\))/); // digits only inside an applicant's e-mail, in parentheses
  await screenshot(page, 'admin-digits-case-file', 'ckb');

  // A list (the economic activities: hundreds, so several pages): "١–٥ لە ٨٠٠", the range isolated
  // right to left; the page buttons, the rows per page and their navigation in Kurdish.
  await page.goto('/admin/activities?perPage=5');
  const range = page.locator('.MuiTablePagination-displayedRows');
  await expect(range).toHaveText(/^\u2067[٠-٩٬]+–[٠-٩٬]+\u2069 لە [٠-٩٬]+$/, { timeout: 15_000 });
  const pages = page.getByRole('navigation', { name: ckb.admin.pagination.navigation });
  await expect(pages).toBeVisible();
  await expect(page.locator('nav[aria-label="pagination navigation"]')).toHaveCount(0);
  for (const button of await pages.getByRole('button').allInnerTexts()) expect(button).not.toMatch(LATIN_DIGIT);
  await expect(page.getByRole('combobox', { name: ckb.ra.navigation.page_rows_per_page })).toHaveText('٥');
  await screenshot(page, 'admin-digits-list', 'ckb');
  // In Arabic likewise, and in English the plain "1-5 of 766" with Latin digits.
  await switchBackOfficeLanguage(page, 'ar');
  await expect(range).toHaveText(/^\u2067[٠-٩٬]+–[٠-٩٬]+\u2069 من [٠-٩٬]+$/);
  await expect(page.getByRole('navigation', { name: ar.admin.pagination.navigation })).toBeVisible();
  await screenshot(page, 'admin-digits-list', 'ar');
  await switchBackOfficeLanguage(page, 'en');
  await expect(range).toHaveText(/^1-5 of [0-9,]+$/);
  await page.context().close();
});
