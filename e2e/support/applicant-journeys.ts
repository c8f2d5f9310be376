import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { PortalApi } from './api.js';
import { PERSONS } from './seed.js';
import { checkScreen, expectDocumentLanguage, type Lang } from './test.js';
import { escapeRegExp, text } from './texts.js';

/** A PNG the upload policy accepts (its signature, then bytes): a CEO's photograph, signature or a logo. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** An image uploaded by the applicant, as the portal uploads it before submitting. */
export async function uploadImage(applicant: PortalApi, kind: string): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'image.png');
  return (await applicant.call('POST', '/api/v1/files', { form })).body.data.id;
}

const KURDISH_LETTERS = [...'بپتجچحخدرڕزژسشعغفڤقکگلڵمنهێۆە'];

/**
 * Words of random Kurdish letters for a test's trade name. The API refuses a name too similar to
 * one it holds, and every test of a run shares one database: names picked from a short list of
 * words collided (two tests, "چایخانەی شنۆ کانی بەفرین" and a near twin, 422 too-similar).
 */
export function distinctKurdishWords(count: number, length = 5): string {
  return Array.from({ length: count }, () =>
    Array.from(randomBytes(length), (byte) => KURDISH_LETTERS[byte % KURDISH_LETTERS.length]).join(''),
  ).join(' ');
}

/** An e-mail address of its own for each run, so that journeys never share an applicant. */
export const uniqueEmail = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}@example.org`;

/**
 * A limited company of a Central Kurdish trade name, as the registration stepper sends it: the
 * civil registry's persons as CEO and shareholders (shares equal to the capital), the contract
 * in Kurdish letters (docs/application-rules.md).
 */
export async function limitedCompanyPayload(applicant: PortalApi, email: string, name: string) {
  return {
    type: 'local_company',
    email,
    trade_name: { locale: 'ckb', name, protection_level: 'kri_level' },
    company: {
      type: 'limited',
      project_type: 'private',
      capital_in_number: 1_000_000,
      address: { province_id: 'erbil', district_id: 'erbil-shaqlawa', street: 'شەقامی سەرەکی' },
    },
    activity_ids: ['5630'],
    ceo: {
      upn: PERSONS.owner,
      full_name: 'هاوار ڕەشید',
      nationality: 'iraqi',
      birth_date: '1986-04-17',
      phone_number: '07501234567',
      id_type: 'national_id',
      document_expiry: '2035-01-01',
      personal_image: await uploadImage(applicant, 'ceo_image'),
      signature: await uploadImage(applicant, 'ceo_signature'),
    },
    applicant: { ceo_is_applicant: true },
    shareholders: [
      { type: 'natural', upn: PERSONS.owner, full_name: 'هاوار ڕەشید', id_type: 'national_id', number_of_shares: 600_000 },
      { type: 'natural', upn: PERSONS.partner, full_name: 'شیلان ئەمین', id_type: 'national_id', number_of_shares: 400_000 },
    ],
    contract: {
      lawyer_name: 'هێمن ئەحمەد',
      lawyer_phone: '07701234567',
      goals: 'بازرگانی گشتی و چایخانە.',
      clauses: {
        name: `${name} (سنووردار)`,
        address: 'هەولێر، شەقڵاوە، شەقامی سەرەکی',
        purpose: 'بازرگانی گشتی',
        activities: ['چایخانە', 'فرۆشتنی خۆراک'],
        capital: 'یەک ملیۆن دینار',
        shareholders: 'هاوار ڕەشید ٦٠٪، شیلان ئەمین ٤٠٪',
        coordinator: 'هاوار ڕەشید',
      },
    },
    attachments: {},
  };
}

/** What a cashier's confirm payment carries (issue 22 §5): a receipt number and today's date in the region. */
export const cashReceipt = (receiptNumber = 'R-2026/0001') => ({
  receiptNumber,
  receiptDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  ),
});

/** A workflow step as the back office sends it: `PUT /api/v1/{kind}/{id}/transit/{event}?version=`. */
export async function transit(
  staff: PortalApi,
  kind: 'businesses' | 'trademarks' | 'trade_names',
  id: string,
  event: string,
  body: object = {},
) {
  const current = await staff.call('GET', `/api/v1/${kind}/${id}`);
  const version = current.body.data.attributes.version as number;
  return (await staff.call('PUT', `/api/v1/${kind}/${id}/transit/${event}?version=${version}`, { json: body })).body.data.attributes;
}

/** Signs the browser in as an applicant with a session the API issued (the portal keeps it in `localStorage.accessToken`). */
export async function useApplicantSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((token) => localStorage.setItem('accessToken', token), token);
}

/** The saved display language, changed for the next load (the settings the language menu writes). */
async function saveLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((lang) => {
    const saved = JSON.parse(localStorage.getItem('settings') ?? '{}') ?? {};
    localStorage.setItem('settings', JSON.stringify({ ...saved, lang }));
  }, lang);
}

/**
 * Screenshot and axe of the screen as it is in ckb, then the same screen reloaded in English
 * (and `ready` awaited in each), then back in ckb for the journey to go on.
 */
export async function checkInCkbAndEn(page: Page, screen: string, ready: (lang: Lang) => Promise<void>): Promise<void> {
  await ready('ckb');
  await checkScreen(page, screen, 'ckb');
  await saveLanguage(page, 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await ready('en');
  await checkScreen(page, screen, 'en');
  await saveLanguage(page, 'ckb');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ckb');
  await ready('ckb');
}

/**
 * Chooses a language in the header's language menu, as an applicant does: the page stays where it
 * is, with what it holds (a form's values, a question on screen), in the new language.
 */
export async function switchPortalLanguage(page: Page, from: Lang, to: Lang): Promise<void> {
  const prefix = text('common', from, 'language.change', { name: '\u0000' }).split('\u0000')[0]!;
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(prefix)}`) })
    .click();
  const menu = page.getByRole('menu');
  await menu
    .getByRole('menuitemradio')
    .filter({ has: page.locator(`[lang="${to}"]`) })
    .or(menu.locator(`[role="menuitemradio"][lang="${to}"]`))
    .click();
  await expect(menu).toBeHidden();
  await expectDocumentLanguage(page, to);
}

/**
 * `check` made on the screen switched to English in place (the header's language menu: the page
 * keeps its state), then back in Central Kurdish for the journey to go on. `keepFocus`: the menu
 * takes the focus, so it is put back where the keyboard left it, and the walk's next Tab goes on
 * from there (a keyboard-only journey).
 */
export async function inEnglish(page: Page, check: () => Promise<void>, options: { keepFocus?: boolean } = {}): Promise<void> {
  const focused = options.keepFocus ? await page.evaluateHandle(() => document.activeElement) : null;
  await switchPortalLanguage(page, 'ckb', 'en');
  await check();
  await switchPortalLanguage(page, 'en', 'ckb');
  if (!focused) return;
  const restored = await focused.evaluate((el) => {
    if (!(el instanceof HTMLElement) || el === document.body) return true;
    el.focus({ preventScroll: true });
    return document.activeElement === el;
  });
  await focused.dispose();
  expect(restored, 'the focus is back where the keyboard left it').toBe(true);
}

/** `check` made on the screen as it stands in ckb, then in English in place, then back in ckb (inEnglish). */
export async function inCkbAndEn(page: Page, check: (lang: Lang) => Promise<void>, options: { keepFocus?: boolean } = {}): Promise<void> {
  await check('ckb');
  await inEnglish(page, () => check('en'), options);
}

/** Signs in as the applicant the way the portal does (code from the mail catcher) and keeps the session's token for the browser. */
export async function signInApplicantSession(api: PortalApi, email: string): Promise<{ client: PortalApi; token: string }> {
  const seen = await api.mailIds(email);
  await api.call('POST', '/api/v1/generate-otp', { json: { email } });
  const code = await api.nextCode(email, seen);
  const res = await api.call('POST', '/api/v1/verify-otp', { json: { email, code } });
  const token = res.body.data.attributes.accessToken as string;
  return { client: new PortalApi(api.baseUrl, token), token };
}
