import type { Page } from '@playwright/test';
import type { PortalApi } from './support/api.js';
import { switchPortalLanguage } from './support/applicant-journeys.js';
import { field, signInBrowser, withDraft, withTermsAccepted } from './support/registration.js';
import { checkScreen, expect, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

// The service worker is what this spec tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 31 §4 in the browser: the service worker (web-applicant/src/service-worker/sw.ts) and
 * offline drafts. A signed-in applicant who loses the connection mid-registration types on, is
 * told they are offline, and finds what they typed on the server once the connection returns;
 * the home page opens offline after one visit; a new build waits and takes over at the next
 * navigation only. docs/web-applicant.md, "Service worker and offline". The worker exists once
 * `main.tsx` calls `registerServiceWorker()` (src/app/service-worker.ts) after the first render.
 */

/**
 * The page's uncaught errors and console errors. Left out: offline, a request that could not go
 * out. (A draft not saved yet is no longer a 404, issue 34 §8: any 4xx counts.)
 */
function watchErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    if (/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(message.text())) return;
    errors.push(`console: ${message.text()} (${url})`);
  });
  return () => errors;
}

/** The draft of this kind on the server, as JSON text ('' when there is none). */
async function serverDraft(session: PortalApi, flow: 'business' | 'trade-name'): Promise<string> {
  const { body } = await session.call('GET', `/api/v1/drafts/${flow}`);
  return body.data ? JSON.stringify(body.data.attributes) : '';
}

/** The service worker's state for this page ('' without one). */
const workerState = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? '');

/**
 * Chooses a language in the header's menu. Online, when the account holds another language, it
 * waits for the account to take this one too: the portal sends it with the account's version,
 * which the answer moves on, so a switch back before that answer would be refused (409).
 */
async function switchLanguage(page: Page, session: PortalApi, from: Lang, to: Lang, { online }: { online: boolean }): Promise<void> {
  const accountLanguage = online ? (await session.call('GET', '/api/v1/users/self')).body.data.attributes.locale : to;
  const accountTook =
    accountLanguage === to
      ? undefined
      : page.waitForResponse((r) => r.url().endsWith('/api/v1/users/self') && r.request().method() === 'PATCH');
  await switchPortalLanguage(page, from, to);
  if (accountTook) expect((await accountTook).ok()).toBe(true);
}

/** `check` made on the screen switched to English in place, then back in Central Kurdish for the journey to go on. */
async function inEnglish(page: Page, session: PortalApi, check: () => Promise<void>, connection: { online: boolean }): Promise<void> {
  await switchLanguage(page, session, 'ckb', 'en', connection);
  await check();
  await switchLanguage(page, session, 'en', 'ckb', connection);
}

// Walked once, in ckb (the portal's default); each screen is checked in ckb and then in en,
// switched in place through the header's language menu (offline too: the worker has the texts).
test('offline mid-registration: the applicant types on, sees the notice, and the draft reaches the server when the connection returns (ckb, each screen in en too)', async ({
  page,
  context,
  api,
}) => {
  test.setTimeout(120_000);
  const email = 'e2e-offline-draft@example.org';
  const errors = watchErrors(page);
  await withTermsAccepted(page);
  const session = await signInBrowser(page, api, email);
  // A company registration started: its basic information and trade name done, the company step next.
  await withDraft(page, 'business', { type: 'local_company', email }, ['basic-info', 'trade-name']);
  const heading = page.getByRole('heading', { level: 1 });
  const capital = (lang: Lang) => field(page, textsOf('application-form', lang)('fields.capital_in_number'));
  const companyStep = async (lang: Lang) => {
    await expect(heading).toHaveText(textsOf('registration', lang)('steps.company.title'));
    await expect(capital(lang)).toBeVisible();
  };

  // Arriving, the browser's draft goes to the applicant's account.
  const arrived = page.waitForResponse((r) => r.url().endsWith('/api/v1/drafts/business') && r.request().method() === 'PUT' && r.ok());
  await open(page, '/businesses/register/company', 'ckb');
  await companyStep('ckb');
  await arrived;
  expect(await serverDraft(session, 'business')).not.toContain('640000');
  await inEnglish(page, session, () => companyStep('en'), { online: true });

  // The applicant has been on the page a while: the service worker is in (its script fetched).
  // Dropping the connection before would only race its registration (retried once online).
  await expect.poll(() => workerState(page), { timeout: 20_000 }).toBe('activated');

  // The connection drops: the notice says so, politely, and the form keeps working.
  await context.setOffline(true);
  const notice = (lang: Lang) => page.getByRole('status').filter({ hasText: textsOf('registration', lang)('offline.title') });
  await expect(notice('ckb')).toBeVisible();
  await expect(notice('ckb')).toContainText(textsOf('registration', 'ckb')('offline.signedIn'));
  await capital('ckb').fill('640000');
  await expect(capital('ckb')).toHaveValue('640000');
  // Kept in the browser at once; not on the server (offline, nothing is even tried).
  expect(await page.evaluate(() => localStorage.getItem('registration-draft:business'))).toContain('"capital_in_number":"640000"');
  await page.waitForTimeout(1_500);
  expect(await serverDraft(session, 'business')).not.toContain('640000');
  await checkScreen(page, 'offline-draft-notice', 'ckb');
  // Still offline, in English: the same step, the typed capital kept, the notice in English.
  await inEnglish(
    page,
    session,
    async () => {
      await companyStep('en');
      await expect(capital('en')).toHaveValue('640000');
      await expect(notice('en')).toBeVisible();
      await expect(notice('en')).toContainText(textsOf('registration', 'en')('offline.signedIn'));
      await checkScreen(page, 'offline-draft-notice', 'en');
    },
    { online: false },
  );
  expect(await serverDraft(session, 'business')).not.toContain('640000');

  // The connection returns: the draft is sent, the notice goes.
  const sent = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/v1/drafts/business') &&
      r.request().method() === 'PUT' &&
      r.ok() &&
      /"capital_in_number":"640000"/.test(r.request().postData() ?? ''),
  );
  await context.setOffline(false);
  await sent;
  const noNotice = (lang: Lang) => expect(page.getByText(textsOf('registration', lang)('offline.title'))).toHaveCount(0);
  await noNotice('ckb');
  await expect.poll(() => serverDraft(session, 'business')).toContain('"capital_in_number":"640000"');
  await inEnglish(page, session, () => noNotice('en'), { online: true });
  expect(errors()).toEqual([]);
});

test('after one visit the service worker is active and the home page opens offline; the API and the back office are never its', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const home = textsOf('home', 'ckb');
  const errors = watchErrors(page);
  // The worker's file is revalidated on every use, and lies at the root (its scope is the portal's).
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await open(page, '/', 'ckb');
  await expect.poll(() => workerState(page), { timeout: 30_000 }).toBe('activated');
  // The first visit's page came before the worker, which keeps it once asked.
  await expect.poll(() => page.evaluate(async () => (await caches.match('/')) !== undefined), { timeout: 15_000 }).toBe(true);
  await open(page, '/tradenames/search', 'ckb');

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: home('hero.heading') })).toBeVisible();
  // The back office is not kept offline (a page of its own: the browser's error page has no storage for this page's init scripts).
  const backOffice = await context.newPage();
  await expect(backOffice.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await backOffice.close();
  await context.setOffline(false);

  // Nothing of the API, the back office or the mail catcher in any of the worker's caches.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: home('hero.heading') })).toBeVisible();
  const kept = await page.evaluate(async () =>
    (
      await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))
    ).flat(),
  );
  expect(kept.length).toBeGreaterThan(20);
  expect(kept.filter((url) => /\/(api|admin|dev)(\/|$)/.test(new URL(url).pathname))).toEqual([]);
  expect(kept).toContain(`${baseURL}/`);
  expect(errors()).toEqual([]);
});

test.describe('a new build', () => {
  // Issue 31 §4. Intermittent until traced (a CDP trace of the workers' states beside a log of the
  // events each worker received): as the old worker stopped for the new build, Chromium started it
  // again with no event to handle (by all signs its warm-up of the worker for the link under the
  // pointer), and it then ran until its 30 s idle timeout; a page loaded while it was made to stop
  // hung. The page now tells the new build a moment after the click
  // (app/service-worker-updates.ts): here 10 runs in 10 passed, and 8 in 8 with both cores kept
  // busy, against 4 in 6 before. Retried still, as CI's machine is busier; every attempt asserts
  // the whole behaviour.
  test.describe.configure({ retries: 2 });

  test('installs and waits; the page does not reload by itself, and the next navigation brings it in', async ({ page }) => {
    test.setTimeout(90_000);
    const home = textsOf('home', 'en');
    await open(page, '/', 'en');
    await expect.poll(() => workerState(page), { timeout: 30_000 }).toBe('activated');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The page's own registration done: its navigation watcher wraps history.pushState.
    await expect.poll(() => page.evaluate(() => !history.pushState.toString().includes('[native code]')), { timeout: 15_000 }).toBe(true);

    // A new deployment, as the browser sees one: the worker's script changed (here its address).
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      return navigator.serviceWorker.register('/sw.js?next-build', { scope: '/', updateViaCache: 'none' }).then(() => undefined);
    });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? ''), {
        timeout: 30_000,
      })
      .toMatch(/\?next-build$/);
    // Installed and waiting: no reload, the old build still answers.
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

    // The applicant's next navigation (a link of the portal) becomes a full load under the new
    // build: the new build takes over first (the old worker stopped as soon as it is idle), then
    // the browser loads the link's address.
    await page
      .getByRole('main')
      .getByRole('link', { name: home('hero.search') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/tradenames\/search/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An evaluate caught by the load has its context destroyed, which only means "not yet".
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false).catch(() => 'reloading'), {
        timeout: 30_000,
      })
      .toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\?next-build$/);
  });
});
