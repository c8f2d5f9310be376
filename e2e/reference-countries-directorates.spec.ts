import type { Page } from '@playwright/test';
import { ckb as adminCkb } from '@registry/web-admin/i18n/ckb';
import { directorateMessages } from '@registry/web-admin/messages/directorates';
import { demoAccount } from './support/staff.js';
import { useStaffSession } from './support/back-office.js';
import { field, signInBrowser, withDraft, withTermsAccepted } from './support/registration.js';
import { checkScreen, expect, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 21 §3 and §5: a foreign branch's parent country is found by its name in the applicant's
 * language and kept as its ISO code; the contact page lists the provincial directorates from the
 * reference data, "to be confirmed" where nothing is recorded. Screens shot and checked by axe
 * (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) in ckb and kmr.
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

test('countries: "تورکیا" finds Türkiye, which is chosen and shown by its Kurdish name; the picker passes axe in ckb and kmr', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const email = 'e2e-reference-countries@example.org';
  await withTermsAccepted(page);
  await signInBrowser(page, api, email);
  await withDraft(page, 'business', { type: 'foreign_company', email }, ['basic-info', 'verify-email', 'trade-name']);
  await open(page, '/businesses/register/company', 'ckb');

  const appForm = textsOf('application-form', 'ckb');
  const form = textsOf('form', 'ckb');
  const label = appForm('fields.country');
  await page.getByLabel(form('countries.search', { field: label })).fill('تورکیا');
  const first = page
    .getByRole('region', { name: form('countries.suggestions', { field: label }) })
    .getByRole('button')
    .first();
  await expect(first).toHaveText(form('countries.chooseSuggestion', { country: 'تورکیا' }));
  await checkScreen(page, 'reference-country-search', 'ckb');
  await first.click();

  const country = field(page, label);
  await expect(country).toHaveValue('TR');
  await expect(country).toBeFocused();
  await expect(country.locator('option:checked')).toHaveText('تورکیا');
  await checkScreen(page, 'reference-country-chosen', 'ckb');

  // Kurmanji: the same code, named in Kurmanji; found by its Kurmanji name too.
  await switchTo(page, 'kmr');
  const kmrForm = textsOf('form', 'kmr');
  const kmrLabel = textsOf('application-form', 'kmr')('fields.country');
  await expect(field(page, kmrLabel).locator('option:checked')).toHaveText('Tirkiye');
  await page.getByLabel(kmrForm('countries.search', { field: kmrLabel })).fill('Almanya');
  const kmrFirst = page
    .getByRole('region', { name: kmrForm('countries.suggestions', { field: kmrLabel }) })
    .getByRole('button')
    .first();
  await expect(kmrFirst).toHaveText(kmrForm('countries.chooseSuggestion', { country: 'Almanya' }));
  await checkScreen(page, 'reference-country-search', 'kmr');
});

test('contact page: the four provincial directorates, what is not recorded left out; in ckb and en, axe in ckb and kmr', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const names: Record<'ckb' | 'en', string[]> = {
    ckb: [
      'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی هەولێر',
      'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی سلێمانی',
      'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی دهۆک',
      'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی هەڵەبجە',
    ],
    en: [
      'Erbil Directorate of Company Registration',
      'Sulaymaniyah Directorate of Company Registration',
      'Duhok Directorate of Company Registration',
      'Halabja Directorate of Company Registration',
    ],
  };
  await open(page, '/contact', 'ckb');
  for (const lang of ['ckb', 'en'] as const) {
    if (lang !== 'ckb') await switchTo(page, lang);
    const d = textsOf('directorates', lang);
    const list = page.getByRole('region', { name: d('heading') });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(names[lang]);
    const erbil = list.getByRole('region', { name: names[lang][0] });
    // Nothing the spec does not give is shown: a seeded directorate has no details yet, so none is listed (issue 34 §3).
    await expect(erbil.locator('dd')).toHaveCount(0);
    await checkScreen(page, 'reference-contact-directorates', lang);
  }
  await switchTo(page, 'kmr');
  await expect(
    page
      .getByRole('region', { name: textsOf('directorates', 'kmr')('heading') })
      .getByRole('heading', { level: 3 })
      .first(),
  ).toHaveText('Rêveberiya Tomarkirina Şirketan a Hewlêrê');
  await checkScreen(page, 'reference-contact-directorates', 'kmr');
});

test("back office (ckb): an administrator lists the directorates, fills in Halabja's e-mail, and the list shows it; both screens pass axe", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const texts = (directorateMessages.ckb.resources as Record<string, Record<string, unknown>>).directorates!;
  const fields = texts.fields as Record<string, unknown>;
  await useStaffSession(page.context(), baseURL!, demoAccount('system_admin'), 'ckb');
  await page.goto('/admin/directorates');
  const halabja = page.getByRole('row').filter({ hasText: 'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی هەڵەبجە' });
  await expect(halabja).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row')).toHaveCount(5);
  // What the portal leaves out is marked for the administrator (issue 34 §3): the seeded address is not entered.
  await expect(halabja.locator('[data-missing-details]')).toHaveAttribute('data-missing-details', /\baddress\b/);
  await expect(halabja.getByText((texts.sections as Record<string, string>).address, { exact: true })).toBeVisible();
  await expect(page.locator('.RaLoadingIndicator-loader, [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 });
  await checkScreen(page, 'reference-admin-directorates', 'ckb');

  await halabja.getByRole('cell').first().click();
  const email = page.getByRole('textbox', { name: fields.email as string });
  await expect(page.getByRole('textbox', { name: (fields.name as Record<string, string>).en })).toHaveValue(
    'Halabja Directorate of Company Registration',
  );
  await expect(page.locator('.RaLoadingIndicator-loader, [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 });
  await checkScreen(page, 'reference-admin-directorate-edit', 'ckb');
  await email.fill('halabja-e2e@example.org');
  await page.getByRole('button', { name: adminCkb.ra.action.save }).click();
  await expect(page).toHaveURL(/\/admin\/directorates$/);
  await expect(halabja).toContainText('halabja-e2e@example.org');
  await expect(halabja.locator('[data-missing-details]')).not.toHaveAttribute('data-missing-details', /\bemail\b/);
});
