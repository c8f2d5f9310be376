import type { Locator, Page } from '@playwright/test';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { generateSync } from 'otplib';
import englishMessages from 'ra-language-english';
import { en } from '@registry/web-admin/i18n/en';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { ar } from '@registry/web-admin/i18n/ar';
import { raCkb } from '@registry/web-admin/i18n/ra-ckb';
import { raAr } from '@registry/web-admin/i18n/ra-ar';
import { createStaff } from './support/staff.js';
import { checkScreen, expect, expectDocumentLanguage, languageRun, test } from './support/test.js';

// jsqr's CommonJS export is the function itself; its types describe an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/**
 * Issue 24 §4: the second factor's enrolment shows the key as a QR code drawn in the page (the
 * `qrcode` package) beside the key as text. The test does what a phone does: it reads the QR code
 * from a screenshot of the page (pngjs, jsQR), takes the otpauth:// secret from it, and signs in
 * with the codes an authenticator computes from that secret (otplib).
 */
const texts = { ckb: { ...ckb.admin, ra: raCkb }, en: { ...en.admin, ra: englishMessages.ra }, ar: { ...ar.admin, ra: raAr } } as const;
type Lang = keyof typeof texts;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(label)}(\\s*\\*)?$`) });
const codeOf = (secret: string, offset = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

/** The otpauth:// address the QR code on screen carries, read from a screenshot of it. */
async function scan(qr: Locator): Promise<URL> {
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  expect(decoded, 'a QR code readable from the screenshot').not.toBeNull();
  return new URL(decoded!.data);
}

async function openEnrolment(page: Page, lang: Lang, account: { email: string; password: string }): Promise<void> {
  await page.addInitScript((lang) => {
    if (sessionStorage.getItem('e2e-admin-language-set')) return;
    sessionStorage.setItem('e2e-admin-language-set', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify(lang));
  }, lang);
  await page.goto('/admin/login');
  await expectDocumentLanguage(page, lang);
  await box(page, texts[lang].auth.email).fill(account.email);
  await box(page, texts[lang].auth.password).fill(account.password);
  await page.getByRole('button', { name: texts[lang].auth.sign_in }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].auth.enrol_heading })).toBeVisible({ timeout: 15_000 });
}

test('a new member of staff enrols by scanning the QR code and signs in with a code', async ({ page, api }) => {
  test.setTimeout(120_000);
  const t = texts.ckb;
  const user = await createStaff(api, ['reviewer'], { label: 'totp-qr', totpRequired: true });
  await openEnrolment(page, 'ckb', user);

  const qr = page.getByRole('img', { name: t.auth.enrol_qr });
  await expect(qr).toBeVisible();
  const otpauth = await scan(qr);
  expect(otpauth.protocol).toBe('otpauth:');
  expect(otpauth.host).toBe('totp');
  const secret = otpauth.searchParams.get('secret');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // The same key as text, for typing it in by hand.
  await expect(box(page, t.auth.enrol_key)).toHaveValue(secret!);
  await checkScreen(page, 'admin-totp-enrol-qr', 'ckb');

  // The scanned secret's code confirms the enrolment: the back office opens.
  await box(page, t.auth.otp).fill(codeOf(secret!));
  await page.getByRole('button', { name: t.auth.enrol_confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.dashboard.title })).toBeVisible({ timeout: 15_000 });

  // Signed out, the password and the next code of the scanned secret sign in.
  await page.locator('.RaUserMenu-userButton').first().click();
  await page.getByRole('menuitem', { name: t.ra.auth.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.logout.confirm }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await box(page, t.auth.email).fill(user.email);
  await box(page, t.auth.password).fill(user.password);
  await page.getByRole('button', { name: t.auth.sign_in }).click();
  await box(page, t.auth.otp).fill(codeOf(secret!, 30));
  await page.getByRole('button', { name: t.auth.sign_in }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.dashboard.title })).toBeVisible({ timeout: 15_000 });
});

for (const lang of ['ar', 'en'] as const) {
  test(`the enrolment with its QR code, in ${lang}`, languageRun(lang), async ({ page, api }) => {
    const user = await createStaff(api, ['reviewer'], { label: `totp-qr-${lang}`, totpRequired: true });
    await openEnrolment(page, lang, user);
    const qr = page.getByRole('img', { name: texts[lang].auth.enrol_qr });
    const secret = (await scan(qr)).searchParams.get('secret');
    await expect(box(page, texts[lang].auth.enrol_key)).toHaveValue(secret!);
    await checkScreen(page, 'admin-totp-enrol-qr', lang);
  });
}
