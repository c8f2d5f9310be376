import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PortalApi } from './api.js';
import { tradeNamePayload } from './seed.js';
import { checkScreen, checksFoldedLanguages, type Lang } from './test.js';

/**
 * What the back-office journeys share (web-admin at /admin): a staff member's own browser
 * context signed in, an application's page, its status chip and workflow buttons, a step taken
 * through the API, and a screen checked in both languages without leaving it.
 */

export type ApplicationResource = 'businesses' | 'trade-names' | 'trademarks';
type ApiKind = 'businesses' | 'trade_names' | 'trademarks';

/** A PNG the upload policy accepts (its signature, then bytes): a CEO's photograph or signature. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** An image uploaded by the applicant as the portal uploads it before submitting. */
export async function uploadPng(applicant: PortalApi, kind: string): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([PNG], { type: 'image/png' }), `${kind}.png`);
  return (await applicant.call('POST', '/api/v1/files', { form })).body.data.id;
}

/** seed.ts's district-level trade name (owned 60/40 by two people of the civil registry), its identity document uploaded by the applicant. */
export async function districtTradeNamePayload(applicant: PortalApi, name: string, email: string) {
  return tradeNamePayload(name, email, await applicant.upload('identity_document'));
}

/**
 * Signs the browser context in to the back office in `lang` as the sign-in page leaves it: the
 * session's token in `localStorage.accessToken`, react-admin's language saved, and the account's
 * language set to it (what the sign-in page sends after signing in, `afterSignIn`; a refusal is
 * ignored there too). Nothing is loaded: the test's first `goto` opens the screen it is about,
 * instead of loading the back office twice (the sign-in page, then the screen). The sign-in form
 * itself is the subject of admin-account, admin-access, admin-claimed-case and admin-first-load,
 * which sign in through it (`signInToBackOffice`).
 */
export async function useStaffSession(
  context: BrowserContext,
  baseURL: string,
  account: { email: string; password: string },
  lang: Lang = 'en',
): Promise<void> {
  const signedIn = await new PortalApi(baseURL).call('POST', '/api/v1/sign-in', {
    json: { email: account.email, password: account.password },
  });
  const token = signedIn.body.data.attributes.accessToken as string;
  const staff = new PortalApi(baseURL, token);
  const self = (await staff.call('GET', '/api/v1/users/self')).body.data.attributes;
  if (self.locale !== lang)
    await staff.call('PATCH', '/api/v1/users/self', {
      json: { locale: lang, version: Number(self.version ?? 0) },
      expect: [200, 409, 422],
    });
  // Once per context, so that a sign-out or a change of language in the test is not undone by the next load.
  await context.addInitScript(
    ({ token, lang }) => {
      try {
        if (localStorage.getItem('e2e-staff-session-set')) return;
        localStorage.setItem('e2e-staff-session-set', '1');
        localStorage.setItem('accessToken', token);
        localStorage.setItem('RaStore.locale', JSON.stringify(lang));
      } catch {
        /* a document without storage (about:blank) */
      }
    },
    { token, lang },
  );
}

/** A browser context of the staff member's own (own storage: own session), signed in (`useStaffSession`); its page is blank. */
export async function staffPage(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  lang: Lang = 'en',
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await useStaffSession(context, baseURL, account, lang);
  return context.newPage();
}

/** Opens an application's page and waits for its details (the section of its own, whatever the language). */
export async function openApplication(page: Page, resource: ApplicationResource, id: string): Promise<void> {
  await page.goto(`/admin/${resource}/${id}/show`);
  await expect(page.locator('#details-heading')).toBeVisible({ timeout: 15_000 });
}

/** The application's status as its page shows it. */
export const statusChip = (page: Page, status: string) => page.locator(`main [data-status="${status}"]`).first();

/** The button of a workflow step. */
export const stepButton = (page: Page, event: string) => page.locator(`[data-event="${event}"]`);

/** The version the API holds now. */
export const versionOf = async (client: PortalApi, kind: ApiKind, id: string) =>
  (await client.call('GET', `/api/v1/${kind}/${id}`)).body.data.attributes.version as number;

/** A workflow step through the API (`PUT …/transit/{event}?version=`), waiting until the read models show it. */
export async function transitAndWait(staff: PortalApi, kind: ApiKind, id: string, event: string, body: object = {}): Promise<void> {
  const res = await staff.call('PUT', `/api/v1/${kind}/${id}/transit/${event}?version=${await versionOf(staff, kind, id)}`, {
    json: body,
    headers: { Prefer: 'respond-async' },
  });
  const location = res.status === 202 ? res.headers.get('location') : null;
  if (!location) return;
  const deadline = Date.now() + 15_000;
  while ((await staff.call('GET', location)).body.data.attributes.status !== 'done') {
    if (Date.now() > deadline) throw new Error(`${event}: still pending after 15 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Changes the back office's language where the page stands, as choosing it in another tab of the
 * back office does: react-admin keeps the locale in `localStorage` (`RaStore.locale`) and follows
 * the storage events of its other tabs. It re-mounts the page in the new language: an open
 * dialog closes, as after choosing the language in the app bar.
 */
export async function switchBackOfficeLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((lang) => {
    const key = 'RaStore.locale';
    const oldValue = localStorage.getItem(key);
    const newValue = JSON.stringify(lang);
    localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage, url: location.href }));
  }, lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ckb' || lang === 'ar' ? 'rtl' : 'ltr');
}

/**
 * Screenshot and axe of the screen in `lang`, then in each other language of `also` switched in
 * place, then back in `lang` for the journey to go on. `ready` brings the screen about in a
 * language and waits for its texts (after a change of language, a dialog is opened again).
 * `npm test` leaves `also` out of a `FOLDED_LANGUAGES` test (`checksFoldedLanguages`).
 */
export async function checkBackOfficeScreen(
  page: Page,
  screen: string,
  lang: Lang,
  options: { also?: Lang[]; ready?: (lang: Lang) => Promise<void> } = {},
): Promise<void> {
  await options.ready?.(lang);
  await checkScreen(page, screen, lang);
  const others = checksFoldedLanguages() ? (options.also ?? []) : [];
  for (const other of others) {
    await switchBackOfficeLanguage(page, other);
    await options.ready?.(other);
    await checkScreen(page, screen, other);
  }
  if (others.length) {
    await switchBackOfficeLanguage(page, lang);
    await options.ready?.(lang);
  }
}
