import { ckb } from '@registry/web-admin/i18n/ckb';
import { en } from '@registry/web-admin/i18n/en';
import { createStaff, signInStaffApi } from './support/staff.js';
import { checkScreen, expect, expectDocumentLanguage, test } from './support/test.js';

/**
 * Issue 31 §6: a signed-out visit is answered by the sign-in form alone (web-admin/src/main.tsx,
 * layout/FirstSignIn.tsx: no react-admin yet), and react-admin takes over once signed in. What
 * react-admin's own sign-in page did must still hold: the page asked for opens after signing in
 * (react-admin's `nextPathname`), the language chosen on the sign-in form is the back office's
 * and is saved on the account (spec §4), "Logged in" is said, and the page is in the language's
 * direction from its first byte (index.html).
 */
test('signed out on a deep link: the sign-in form in the language chosen there, then that page in react-admin, in that language', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const user = await createStaff(api, ['reviewer'], { label: 'first-load' });

  // Before any script: the default language and direction (index.html).
  const response = await page.request.get('/admin/trade-names');
  const html = await response.text();
  expect(html).toContain('<html lang="ckb" dir="rtl">');
  expect(html).toContain(`<title>${ckb.admin.title}</title>`);

  await page.goto('/admin/trade-names?_sort=submittedAt');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: ckb.admin.auth.heading })).toBeVisible({ timeout: 15_000 });
  await expectDocumentLanguage(page, 'ckb');

  // The language menu of the sign-in form (MUI's select, as on the profile).
  await page.getByRole('combobox', { name: ckb.admin.language }).click();
  await page.getByRole('option', { name: en.admin.languages.en }).click();
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.admin.auth.heading })).toBeVisible();
  await expect(page).toHaveTitle(`${en.admin.auth.sign_in} · ${en.admin.title}`);
  await checkScreen(page, 'admin-first-load-sign-in', 'en');

  await page.getByRole('textbox', { name: en.admin.auth.email }).fill(user.email);
  await page.getByLabel(en.admin.auth.password).fill(user.password);
  await page.getByRole('button', { name: en.admin.auth.sign_in }).click();

  // react-admin, on the page asked for, in English, saying so.
  await expect(page).toHaveURL(/\/admin\/trade-names\?_sort=submittedAt$/, { timeout: 20_000 });
  await expect(page.locator('.RaUserMenu-userButton').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(en.admin.auth.logged_in)).toBeVisible();
  await expectDocumentLanguage(page, 'en');
  await expect(page.locator('main table, main [role="list"]').first()).toBeVisible({ timeout: 20_000 });

  // "Reduce motion" (the tests' browser asks for it) ends the back office's transitions at once, as
  // the applicant portal's; without it, MUI's own durations stay.
  const transitionOfUserMenu = () =>
    page
      .locator('.RaUserMenu-userButton')
      .first()
      .evaluate((button) => getComputedStyle(button).transitionDuration.split(',')[0]!.trim());
  expect(await transitionOfUserMenu()).toBe('1e-05s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(parseFloat(await transitionOfUserMenu())).toBeGreaterThan(0.05);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // The language chosen before signing in is the account's now.
  const self = await signInStaffApi(api, user);
  expect((await self.call('GET', '/api/v1/users/self')).body.data.attributes.locale).toBe('en');
});
