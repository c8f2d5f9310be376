import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { en } from '@registry/web-admin/i18n/en';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { raCkb } from '@registry/web-admin/i18n/ra-ckb';
import englishMessages from 'ra-language-english';
import '@registry/domain/shared/i18n/common-messages';
import '@registry/domain/identity/messages';
import { fieldLabel, translate as apiText } from '@registry/domain/shared/i18n/messages';
import { PASSWORD_MIN } from '@registry/domain/identity/password-policy';
import { PortalApi } from './support/api.js';
import { createStaff, signInStaffApi, signInToBackOffice } from './support/staff.js';
import { checkScreen, expectDocumentLanguage, expect, test } from './support/test.js';

/**
 * The signed-in member of staff's own account in the back office (issue 9, spec §2): the second
 * factor an admin requires is enrolled at sign-in (the key shown, then a code computed from it
 * here with otplib, as an authenticator app would) and asked for at every later sign-in; a wrong
 * code is said at the code's field. The profile saves the language on the account (ckb → en,
 * `<html dir>` flips, and a browser that has no language of its own takes the account's) and
 * changes the password (the API's refusals at their fields, then the new password signs in).
 */
type AdminLang = 'ckb' | 'en';
const texts = { ckb: ckb.admin, en: en.admin } as const;
/** react-admin's own texts as the back office shows them. */
const ra = { ckb: raCkb, en: englishMessages.ra } as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text box by its label (MUI adds " *" to the name of a required one). */
const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(label)}(\\s*\\*)?$`) });

/** The current code of an authenticator app holding the secret, `offset` seconds from now (the API takes one 30 s step either way). */
const codeOf = (secret: string, offset = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset });
/** A six-digit code the API refuses: one from ten minutes ago, unless it happens to be valid now. */
function wrongCode(secret: string): string {
  const valid = new Set([-30, 0, 30, 60].map((o) => codeOf(secret, o)));
  for (let back = 600; ; back += 30) {
    const code = codeOf(secret, -back);
    if (!valid.has(code)) return code;
  }
}

/** The field is marked invalid and its description (MUI's helper text) says the message. */
async function expectFieldError(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** Opens /admin/login with the language react-admin keeps set to `lang` (as signInToBackOffice does). */
async function openLogin(page: Page, lang: AdminLang): Promise<void> {
  await page.addInitScript((lang) => {
    if (sessionStorage.getItem('e2e-admin-language-set')) return;
    sessionStorage.setItem('e2e-admin-language-set', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify(lang));
  }, lang);
  await page.goto('/admin/login');
  await expectDocumentLanguage(page, lang);
}

async function submitPassword(page: Page, lang: AdminLang, account: { email: string; password: string }): Promise<void> {
  const t = texts[lang].auth;
  await box(page, t.email).fill(account.email);
  await box(page, t.password).fill(account.password);
  await page.getByRole('button', { name: t.sign_in }).click();
}

const dashboardHeading = (page: Page, lang: AdminLang) => page.getByRole('heading', { level: 1, name: texts[lang].dashboard.title });

async function signOut(page: Page, lang: AdminLang): Promise<void> {
  await page.locator('.RaUserMenu-userButton').first().click();
  await page.getByRole('menuitem', { name: ra[lang].auth.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts[lang].logout.confirm }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

for (const lang of ['ckb', 'en'] as const) {
  test(`an account an admin requires a second factor of enrols it at sign-in, and is asked for its code from then on (${lang})`, async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang].auth;
    const user = await createStaff(api, ['reviewer'], { label: `totp-${lang}`, totpRequired: true });

    // Password first: the session may only enrol, and the back office shows the enrolment alone.
    await openLogin(page, lang);
    await submitPassword(page, lang, user);
    await expect(page.getByRole('heading', { level: 1, name: t.enrol_heading })).toBeVisible();
    const key = box(page, t.enrol_key);
    await expect(key).toHaveValue(/^[A-Z2-7]{16,}$/);
    const secret = await key.inputValue();
    await expect(page.getByRole('link', { name: t.enrol_open_app })).toHaveAttribute(
      'href',
      new RegExp(`^otpauth://totp/.*secret=${secret}`),
    );
    await expect(dashboardHeading(page, lang)).toHaveCount(0);
    await checkScreen(page, 'admin-totp-enrol', lang);

    // A wrong code is refused at the code's field; the session still may only enrol.
    const otp = box(page, t.otp);
    await otp.fill(wrongCode(secret));
    await page.getByRole('button', { name: t.enrol_confirm }).click();
    await expectFieldError(otp, t.totp_invalid);
    await checkScreen(page, 'admin-totp-enrol-invalid', lang);

    // The app's code: the second factor is on, and the same session now opens the back office.
    await otp.fill(codeOf(secret));
    await page.getByRole('button', { name: t.enrol_confirm }).click();
    await expect(dashboardHeading(page, lang)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: t.enrol_heading })).toHaveCount(0);

    // From now on the password alone is not enough: the code step.
    await signOut(page, lang);
    await submitPassword(page, lang, user);
    const code = box(page, t.otp);
    await expect(code).toBeVisible();
    await expect(page.getByText(t.totp_required)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
    await checkScreen(page, 'admin-login-totp', lang);

    await code.fill(wrongCode(secret));
    await page.getByRole('button', { name: t.sign_in }).click();
    await expectFieldError(code, t.totp_invalid);
    await expect(page).toHaveURL(/\/admin\/login/);
    await checkScreen(page, 'admin-login-totp-invalid', lang);

    // The code of the next step (the enrolment used the current one, and a code works once).
    await code.fill(codeOf(secret, 30));
    await page.getByRole('button', { name: t.sign_in }).click();
    await expect(dashboardHeading(page, lang)).toBeVisible({ timeout: 15_000 });

    // The API agrees: without a code the password is refused.
    const refused = await api.call('POST', '/api/v1/sign-in', { json: { email: user.email, password: user.password }, expect: [401] });
    expect(refused.body.errors[0].code).toBe('sign-in.totp-required');
  });
}

test('the profile saves the language on the account: ckb → en flips the page, and the account keeps it', async ({ page, api }) => {
  test.setTimeout(90_000);
  const user = await createStaff(api, ['reviewer'], { label: 'profile-language' });
  await signInToBackOffice(page, user, 'ckb');
  await page.locator('.RaUserMenu-userButton').first().click();
  await page.getByRole('menuitem', { name: ckb.admin.profile.menu }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: ckb.admin.profile.title })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expectDocumentLanguage(page, 'ckb');
  await checkScreen(page, 'admin-profile', 'ckb');

  await page.getByRole('combobox', { name: ckb.admin.language }).click();
  await page.getByRole('option', { name: en.admin.languages.en }).click();
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.admin.profile.title })).toBeVisible();
  await expect(page.getByText(en.admin.profile.updated)).toBeVisible();

  // Saved on the account, not only in this browser.
  const self = await signInStaffApi(api, user);
  expect((await self.call('GET', '/api/v1/users/self')).body.data.attributes.locale).toBe('en');

  await page.reload();
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.admin.profile.title })).toBeVisible();

  // A browser with no language of its own takes the account's.
  await page.evaluate(() => localStorage.removeItem('RaStore.locale'));
  await page.reload();
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.admin.profile.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: en.admin.language })).toHaveText(en.admin.languages.en);
  await checkScreen(page, 'admin-profile', 'en');
});

for (const lang of ['en', 'ckb'] as const) {
  test(`the profile changes the password: refusals at their fields, then the new password signs in (${lang})`, async ({
    page,
    api,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const p = texts[lang].profile;
    const user = await createStaff(api, ['reviewer'], { label: `profile-password-${lang}` });
    await signInToBackOffice(page, user, lang);
    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { level: 2, name: p.password_heading })).toBeVisible();
    const current = box(page, p.current_password);
    const next = box(page, p.new_password);
    const repeat = box(page, p.confirm_password);
    const save = page.getByRole('button', { name: ra[lang].action.save });
    const newPassword = `e2e-new-${randomUUID()}`;

    // The current password wrong: said at its field, in the page's language, naming it.
    await current.fill(`wrong-${randomUUID()}`);
    await next.fill(newPassword);
    await repeat.fill(newPassword);
    await save.click();
    await expectFieldError(current, apiText('password.current-wrong', lang, { field: fieldLabel('current_password', lang) }));
    await expect(next).not.toHaveAttribute('aria-invalid', 'true');
    await checkScreen(page, 'admin-profile-password-refused', lang);

    // Too short a new password: at the new password's field.
    await current.fill(user.password);
    await next.fill('short');
    await repeat.fill('short');
    await save.click();
    await expectFieldError(next, apiText('validation.text-min', lang, { field: fieldLabel('new_password', lang), min: PASSWORD_MIN }));
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');

    // The repeat differs: at the repeat, nothing is sent.
    await next.fill(newPassword);
    await repeat.fill(`${newPassword}x`);
    await save.click();
    await expectFieldError(repeat, p.passwords_differ);

    await repeat.fill(newPassword);
    await save.click();
    await expect(page.getByText(p.password_changed)).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');

    // The old password no longer signs in; the new one does, in the browser too.
    const portal = new PortalApi(baseURL!);
    await portal.call('POST', '/api/v1/sign-in', { json: { email: user.email, password: user.password }, expect: [401] });
    await signOut(page, lang);
    await submitPassword(page, lang, { email: user.email, password: user.password });
    await expect(page.getByRole('alert').filter({ hasText: texts[lang].auth.failed })).toBeVisible();
    await submitPassword(page, lang, { email: user.email, password: newPassword });
    // Back where the session ended: the profile.
    await expect(page).toHaveURL(/\/admin\/profile$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  });
}
