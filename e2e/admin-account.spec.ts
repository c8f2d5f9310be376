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
import { checkBackOfficeScreen, switchBackOfficeLanguage } from './support/back-office.js';
import { createStaff, signInStaffApi, signInToBackOffice } from './support/staff.js';
import { checkScreen, expect, expectDocumentLanguage, FOLDED_LANGUAGES, test, type Lang } from './support/test.js';

/**
 * The signed-in member of staff's own account in the back office (issue 9, spec §2): the second
 * factor an admin requires is enrolled at sign-in (the key shown, then a code computed from it
 * here with otplib, as an authenticator app would) and asked for at every later sign-in; a wrong
 * code is said at the code's field. The profile saves the language on the account (ckb → en,
 * `<html dir>` flips, and a browser that has no language of its own takes the account's) and
 * changes the password (the API's refusals at their fields, then the new password signs in).
 * The second factor's journey and the password's are each walked once in Central Kurdish, every
 * screen also checked in English switched in place; a step whose outcome a change of language
 * takes away (a refusal at a field, a notice) is taken again in English.
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

/**
 * The sign-in page before a session (the light entry, without react-admin to follow a language
 * stored meanwhile) seen in en, chosen in its own language menu, then ckb chosen again.
 */
async function signInPageSeenInEn(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: texts.ckb.language }).click();
  await page.getByRole('option', { name: texts.en.languages.en }).click();
  await expectDocumentLanguage(page, 'en');
  const t = texts.en.auth;
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(box(page, t.email)).toBeVisible();
  await expect(box(page, t.password)).toBeVisible();
  await expect(page.getByRole('button', { name: t.sign_in })).toBeVisible();
  await page.getByRole('combobox', { name: texts.en.language }).click();
  await page.getByRole('option', { name: texts.en.languages.ckb }).click();
  await expectDocumentLanguage(page, 'ckb');
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

/** Walked in ckb; each screen checked in ckb, then in en switched in place (checkBackOfficeScreen). */
const BOTH: { also: Lang[] } = { also: ['en'] };

/**
 * A step taken and asserted in ckb, then again in en switched in place, then back in ckb. A
 * change of language mounts the back office again: what the step typed, and what it was told at
 * the fields, are gone, so the step is taken anew in en.
 */
async function stepInCkbAndEn(page: Page, step: (lang: AdminLang) => Promise<void>): Promise<void> {
  await step('ckb');
  await switchBackOfficeLanguage(page, 'en');
  await step('en');
  await switchBackOfficeLanguage(page, 'ckb');
}

/**
 * Signs out in ckb, the user menu's item and the confirmation's button first found by their
 * English names (the confirmation, closed by the change of language back, is opened again).
 */
async function signOutSeenInEn(page: Page): Promise<void> {
  await switchBackOfficeLanguage(page, 'en');
  await page.locator('.RaUserMenu-userButton').first().click();
  await page.getByRole('menuitem', { name: ra.en.auth.logout }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: texts.en.logout.confirm })).toBeVisible();
  await switchBackOfficeLanguage(page, 'ckb');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await signOut(page, 'ckb');
}

test(
  'an account an admin requires a second factor of enrols it at sign-in, and is asked for its code from then on (ckb, each screen in en too)',
  { tag: FOLDED_LANGUAGES },
  async ({ page, api }) => {
    test.setTimeout(120_000);
    const user = await createStaff(api, ['reviewer'], { label: 'totp', totpRequired: true });

    // Password first: the session may only enrol, and the back office shows the enrolment alone.
    await openLogin(page, 'ckb');
    await signInPageSeenInEn(page);
    await submitPassword(page, 'ckb', user);
    // The key the enrolment shows: each mount of it (a change of language mounts it again) asks for a new one.
    let secret = '';
    const keyShown = async (lang: AdminLang) => {
      const t = texts[lang].auth;
      await expect(page.getByRole('heading', { level: 1, name: t.enrol_heading })).toBeVisible();
      const key = box(page, t.enrol_key);
      await expect(key).toHaveValue(/^[A-Z2-7]{16,}$/);
      secret = await key.inputValue();
      await expect(page.getByRole('link', { name: t.enrol_open_app })).toHaveAttribute(
        'href',
        new RegExp(`^otpauth://totp/.*secret=${secret}`),
      );
      await expect(dashboardHeading(page, lang)).toHaveCount(0);
    };
    await checkBackOfficeScreen(page, 'admin-totp-enrol', 'ckb', { ...BOTH, ready: (lang) => keyShown(lang as AdminLang) });

    // A wrong code is refused at the code's field; the session still may only enrol (typed again in each language).
    await checkBackOfficeScreen(page, 'admin-totp-enrol-invalid', 'ckb', {
      ...BOTH,
      ready: async (l) => {
        const lang = l as AdminLang;
        const t = texts[lang].auth;
        await keyShown(lang);
        const otp = box(page, t.otp);
        if ((await otp.getAttribute('aria-invalid')) !== 'true') {
          await otp.fill(wrongCode(secret));
          await page.getByRole('button', { name: t.enrol_confirm }).click();
        }
        await expectFieldError(otp, t.totp_invalid);
      },
    });

    // The app's code (of the key shown now): the second factor is on, and the same session now opens the back office.
    await box(page, texts.ckb.auth.otp).fill(codeOf(secret));
    await page.getByRole('button', { name: texts.ckb.auth.enrol_confirm }).click();
    await expect(dashboardHeading(page, 'ckb')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: texts.ckb.auth.enrol_heading })).toHaveCount(0);
    await switchBackOfficeLanguage(page, 'en');
    await expect(dashboardHeading(page, 'en')).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.en.auth.enrol_heading })).toHaveCount(0);

    // From now on the password alone is not enough: the code step (the password given again in each language).
    await signOutSeenInEn(page);
    await checkBackOfficeScreen(page, 'admin-login-totp', 'ckb', {
      ...BOTH,
      ready: async (l) => {
        const lang = l as AdminLang;
        const code = box(page, texts[lang].auth.otp);
        // Signed out, and after each change of language (the form mounted again, empty): the password.
        if (!(await code.isVisible())) await submitPassword(page, lang, user);
        await expect(code).toBeVisible();
        await expect(page.getByText(texts[lang].auth.totp_required)).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/login/);
      },
    });

    // A wrong code, refused at its field (in each language: three failures, under the five that lock the account).
    await checkBackOfficeScreen(page, 'admin-login-totp-invalid', 'ckb', {
      ...BOTH,
      ready: async (l) => {
        const lang = l as AdminLang;
        const t = texts[lang].auth;
        const code = box(page, t.otp);
        if (!(await code.isVisible())) await submitPassword(page, lang, user);
        if ((await code.getAttribute('aria-invalid')) !== 'true') {
          await code.fill(wrongCode(secret));
          await page.getByRole('button', { name: t.sign_in }).click();
        }
        await expectFieldError(code, t.totp_invalid);
        await expect(page).toHaveURL(/\/admin\/login/);
      },
    });

    // The code of the next step (the enrolment used the current one, and a code works once).
    await box(page, texts.ckb.auth.otp).fill(codeOf(secret, 30));
    await page.getByRole('button', { name: texts.ckb.auth.sign_in }).click();
    await expect(dashboardHeading(page, 'ckb')).toBeVisible({ timeout: 15_000 });
    await switchBackOfficeLanguage(page, 'en');
    await expect(dashboardHeading(page, 'en')).toBeVisible();

    // The API agrees: without a code the password is refused.
    const refused = await api.call('POST', '/api/v1/sign-in', { json: { email: user.email, password: user.password }, expect: [401] });
    expect(refused.body.errors[0].code).toBe('sign-in.totp-required');
  },
);

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

test(
  'the profile changes the password: refusals at their fields, then the new password signs in (ckb, each screen in en too)',
  { tag: FOLDED_LANGUAGES },
  async ({ page, api, baseURL }) => {
    test.setTimeout(90_000);
    const user = await createStaff(api, ['reviewer'], { label: 'profile-password' });
    await signInToBackOffice(page, user, 'ckb');
    await page.goto('/admin/profile');
    const form = (lang: AdminLang) => {
      const p = texts[lang].profile;
      return {
        heading: page.getByRole('heading', { level: 2, name: p.password_heading }),
        current: box(page, p.current_password),
        next: box(page, p.new_password),
        repeat: box(page, p.confirm_password),
        save: page.getByRole('button', { name: ra[lang].action.save }),
      };
    };
    /** Types the three passwords and saves (all three each time: a change of language mounts the form again, empty). */
    const save = async (lang: AdminLang, passwords: { current: string; next: string; repeat: string }) => {
      const f = form(lang);
      await f.current.fill(passwords.current);
      await f.next.fill(passwords.next);
      await f.repeat.fill(passwords.repeat);
      await f.save.click();
    };
    const newPassword = `e2e-new-${randomUUID()}`;

    // The current password wrong: said at its field, in the page's language, naming it (refused again in each language).
    await checkBackOfficeScreen(page, 'admin-profile-password-refused', 'ckb', {
      ...BOTH,
      ready: async (l) => {
        const lang = l as AdminLang;
        const f = form(lang);
        await expect(f.heading).toBeVisible();
        if ((await f.current.getAttribute('aria-invalid')) !== 'true')
          await save(lang, { current: `wrong-${randomUUID()}`, next: newPassword, repeat: newPassword });
        await expectFieldError(f.current, apiText('password.current-wrong', lang, { field: fieldLabel('current_password', lang) }));
        await expect(f.next).not.toHaveAttribute('aria-invalid', 'true');
      },
    });

    // Too short a new password: at the new password's field.
    await stepInCkbAndEn(page, async (lang) => {
      await save(lang, { current: user.password, next: 'short', repeat: 'short' });
      await expectFieldError(
        form(lang).next,
        apiText('validation.text-min', lang, { field: fieldLabel('new_password', lang), min: PASSWORD_MIN }),
      );
      await expect(form(lang).current).not.toHaveAttribute('aria-invalid', 'true');
    });

    // The repeat differs: at the repeat, nothing is sent.
    await stepInCkbAndEn(page, async (lang) => {
      await save(lang, { current: user.password, next: newPassword, repeat: `${newPassword}x` });
      await expectFieldError(form(lang).repeat, texts[lang].profile.passwords_differ);
    });

    // Changed, in ckb; then changed again in en, for the English notice (a change of language takes a notification away).
    const changed = async (lang: AdminLang, from: string, to: string) => {
      await save(lang, { current: from, next: to, repeat: to });
      await expect(page.getByText(texts[lang].profile.password_changed)).toBeVisible();
      await expect(form(lang).current).toHaveValue('');
      await expect(form(lang).current).not.toHaveAttribute('aria-invalid', 'true');
    };
    await changed('ckb', user.password, newPassword);
    await switchBackOfficeLanguage(page, 'en');
    const latestPassword = `e2e-newer-${randomUUID()}`;
    await changed('en', newPassword, latestPassword);

    // The old password no longer signs in (in each language); the new one does, in the browser too.
    const portal = new PortalApi(baseURL!);
    await portal.call('POST', '/api/v1/sign-in', { json: { email: user.email, password: user.password }, expect: [401] });
    await signOutSeenInEn(page);
    await submitPassword(page, 'ckb', { email: user.email, password: user.password });
    await expect(page.getByRole('alert').filter({ hasText: texts.ckb.auth.failed })).toBeVisible();
    await switchBackOfficeLanguage(page, 'en');
    await submitPassword(page, 'en', { email: user.email, password: user.password });
    await expect(page.getByRole('alert').filter({ hasText: texts.en.auth.failed })).toBeVisible();
    await submitPassword(page, 'en', { email: user.email, password: latestPassword });
    // Back where the session ended: the profile.
    await expect(page).toHaveURL(/\/admin\/profile$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: texts.en.profile.title })).toBeVisible();
    await switchBackOfficeLanguage(page, 'ckb');
    await expect(page.getByRole('heading', { level: 1, name: texts.ckb.profile.title })).toBeVisible();
  },
);
