import { uniqueEmail } from './support/applicant-journeys.js';
import { expect, languageRun, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 31 §1–§3: the applicant portal's pages come rendered from the server, in the visitor's
 * language, readable before (and without) any script, and the browser hydrates them without a
 * change: no console error or warning.
 */
const LANGS: Lang[] = ['ckb', 'en'];

for (const lang of LANGS) {
  test(
    `without JavaScript (${lang}): the home page and the name search show their heading, text and search form`,
    languageRun(lang),
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: lang === 'en' ? 'en-US' : 'ckb' });
      try {
        const page = await context.newPage();
        const home = textsOf('home', lang);
        await page.goto(`${baseURL}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(home('hero.heading'));
        await expect(page.getByRole('link', { name: home('hero.search') }).first()).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(home('title')));

        const names = textsOf('trade-names', lang);
        await page.goto(`${baseURL}/tradenames/search`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(names('page.title'));
        const form = page.getByRole('search', { name: names('form.label') });
        await expect(form.getByRole('textbox', { name: names('form.name.label') })).toBeVisible();
        await expect(form.getByRole('radio', { name: names('form.language.en') })).toBeVisible();
        await expect(form.getByRole('button', { name: names('form.submit') })).toBeVisible();
      } finally {
        await context.close();
      }
    },
  );
}

test('a form sent before the scripts run (a tap on "Continue" while a phone loads them) puts nothing typed in the address: it is shown again', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  try {
    await context.addCookies([{ name: 'termsAccepted', value: new Date().toISOString(), url: baseURL! }]);
    const page = await context.newPage();
    await page.goto(`${baseURL}/businesses/register?type=local_company`);
    const before = page.url();
    const email = uniqueEmail('before-scripts');
    const form = page.locator('form').filter({ has: page.locator('input[type="email"]') });
    await expect(form).toHaveAttribute('method', 'post');
    await form.locator('input[type="email"]').fill(email);
    const sent = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.locator('button[type="submit"]').click();
    expect((await sent).status()).toBe(303);
    // The server answers the browser's POST with the same page again (303): the address is the one
    // the form was on, without anything typed (before, a GET: `?type=local_company&email=…`).
    await page.waitForLoadState();
    expect(page.url()).toBe(before);
    expect(decodeURIComponent(page.url())).not.toContain(email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsOf('registration', 'en')('steps.basic-info.title'));
  } finally {
    await context.close();
  }
});

test('the HTML is in the language the request asks for, else the one the visitor chose, else Central Kurdish', async ({ request }) => {
  const english = await request.get('/', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
  expect(english.status()).toBe(200);
  const englishHtml = await english.text();
  expect(englishHtml).toContain('<html lang="en" dir="ltr"');
  expect(englishHtml).toContain(textsOf('home', 'en')('hero.heading'));
  // The critical CSS of the first paint is in the page (emotion's extraction); the web fonts come later (below).
  expect(englishHtml).toMatch(/<style data-emotion="muiltr [^"]+">/);
  expect(englishHtml).not.toContain('@font-face');

  const chosen = await request.get('/', { headers: { 'Accept-Language': 'en', Cookie: 'lang=ar' } });
  const chosenHtml = await chosen.text();
  expect(chosenHtml).toContain('<html lang="ar" dir="rtl"');
  expect(chosenHtml).toContain(textsOf('home', 'ar')('hero.heading'));

  const unknown = await request.get('/', { headers: { 'Accept-Language': 'fr-FR' } });
  expect(await unknown.text()).toContain('<html lang="ckb" dir="rtl"');
});

test('the web fonts are asked for once the page has loaded, not beside the scripts that make it usable', async ({ page }) => {
  let loaded = false;
  const early: string[] = [];
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (request.resourceType() === 'font' && !loaded) early.push(request.url());
  });
  await page.goto('/');
  // The page is in Central Kurdish: the Arabic-script face is fetched and used, after the load event.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Noto Sans Arabic' && face.status === 'loaded'),
      ),
    )
    .toBe(true);
  expect(early, 'fonts asked for before the load event').toEqual([]);
});

test('a path no page owns is answered 404, rendered in the visitor language', async ({ request }) => {
  const answer = await request.get('/no-such-page', { headers: { 'Accept-Language': 'en' } });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('<html lang="en" dir="ltr"');
});

test("a registration's first step is rendered for a browser that accepted the terms; otherwise the browser decides", async ({
  request,
}) => {
  const first = await request.get('/businesses/register?type=local_company', {
    headers: { 'Accept-Language': 'en', Cookie: `termsAccepted=${new Date().toISOString()}` },
  });
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain(textsOf('registration', 'en')('steps.basic-info.title'));
  expect(html).toMatch(/<input[^>]+name="email"/);
  // The critical CSS in a few tags in the head, none beside the elements: the browser's emotion
  // cache moves each server style tag into the head before hydrating, and parses it again.
  const [head, body] = html.split('</head>');
  expect(body).not.toContain('<style');
  expect(head!.match(/<style data-emotion="muiltr /g) ?? []).toHaveLength(1);

  // Without the cookie the acceptance may still be in the browser's storage: the shell, rendered by the browser.
  const notKnown = await request.get('/businesses/register?type=local_company', { headers: { 'Accept-Language': 'en' } });
  expect(notKnown.status()).toBe(200);
  const shell = await notKnown.text();
  expect(shell).toContain('"browserOnly":true');
  // Its texts come with it (ssr-texts), but not the step drawn.
  const markup = shell.replace(/<script type="application\/json" id="ssr-texts">[\s\S]*?<\/script>/, '');
  expect(markup).not.toBe(shell);
  expect(markup).not.toContain(textsOf('registration', 'en')('steps.basic-info.title'));
});

type RuleCount = { __rules: string[]; __rulesUntilHydrated?: string[] };

/** In the page before its scripts: the CSS rules emotion inserts, as they stood when the page marked itself hydrated. */
function countStyleRulesUntilHydrated() {
  const counted = window as unknown as RuleCount;
  counted.__rules = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
    counted.__rules.push(rule.slice(0, 80));
    return insertRule.call(this, rule, index);
  };
  // The document, not <html>: this runs before the parser has made it.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    counted.__rulesUntilHydrated = [...counted.__rules];
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

const HYDRATED_PAGES: { path: string; termsAccepted?: boolean }[] = [
  { path: '/' },
  { path: '/tradenames/search' },
  { path: '/businesses/register?type=local_company', termsAccepted: true },
  { path: '/tradenames/register', termsAccepted: true },
  { path: '/publications' },
  { path: '/tradenames' },
  { path: '/faq' },
];

/**
 * The browser's emotion cache marks as inserted only the ids named in the server's
 * `<style data-emotion="<key> …">` tags (not its `<key>-global` ones). A class whose id is missing
 * there is serialized again while hydrating, through stylis and, right to left, cssjanus, whose
 * first call costs about 100 ms of a phone's CPU, even when its styles are empty and insert no
 * rule (a styled element without styles is `muirtl-0`, the id of an empty `<GlobalStyles>` too).
 */
for (const lang of LANGS) {
  test(
    `every style class in the server's HTML is named by its style tags, so hydration serializes none (${lang})`,
    languageRun(lang),
    async ({ request }) => {
      const cookie = `lang=${lang}; termsAccepted=${new Date().toISOString()}`;
      for (const { path } of HYDRATED_PAGES) {
        const html = await (await request.get(path, { headers: { Cookie: cookie } })).text();
        const key = lang === 'en' ? 'muiltr' : 'muirtl';
        const named = new Set(
          [...html.matchAll(/<style data-emotion="([^"]+)"/g)].flatMap(([, names]) => {
            const [tagKey, ...ids] = names!.split(' ');
            return tagKey === key ? ids : [];
          }),
        );
        const classIds = new Set(
          [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, classes]) =>
            classes!.split(/\s+/).flatMap((name) => (name.startsWith(`${key}-`) ? [name.slice(key.length + 1)] : [])),
          ),
        );
        expect(classIds.size, `${path}: styled elements in the HTML`).toBeGreaterThan(10);
        expect(
          [...classIds].filter((id) => !named.has(id)),
          `${path}: classes no style tag names`,
        ).toEqual([]);
      }
    },
  );
}

for (const lang of LANGS) {
  test(
    `hydration (${lang}): each server-rendered page is taken over without a console error or warning, and without the splash`,
    languageRun(lang),
    async ({ browser, baseURL }) => {
      // Seven pages, each until its network is idle (about 45 s on CI's two cores).
      test.setTimeout(150_000);
      // As an applicant's browser has it: the service worker's registration is part of what must stay silent.
      const context = await browser.newContext({
        locale: lang === 'en' ? 'en-US' : 'ckb',
        reducedMotion: 'reduce',
        serviceWorkers: 'allow',
      });
      await context.addCookies([
        { name: 'lang', value: lang, url: baseURL! },
        { name: 'termsAccepted', value: new Date().toISOString(), url: baseURL! },
      ]);
      await context.addInitScript(() => localStorage.setItem('termsAccepted', new Date().toISOString()));
      await context.addInitScript(countStyleRulesUntilHydrated);
      try {
        for (const { path } of HYDRATED_PAGES) {
          const page = await context.newPage();
          const messages: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
          });
          page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
          const answer = await page.goto(`${baseURL}${path}`);
          const served = await answer!.text();
          // The heading is in the HTML itself, not drawn later.
          const heading = await page.getByRole('heading', { level: 1 }).textContent();
          expect(served, `${path}: the heading in the first response`).toContain(heading!.trim());
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
          // A visitor without a stored session never sees the splash.
          await expect(page.locator('#boot-splash')).toHaveCount(0);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
          // The server's CSS is all the page needs to hydrate: a rule the browser inserts first goes
          // through stylis and, right to left, cssjanus (about 100 ms of a phone's CPU for the first).
          expect(
            await page.evaluate(() => (window as unknown as RuleCount).__rulesUntilHydrated),
            `${path}: rules inserted before hydrated`,
          ).toEqual([]);
          await page.waitForLoadState('networkidle');
          expect(messages, `${path} (${lang})`).toEqual([]);
          await page.close();
        }
      } finally {
        await context.close();
      }
    },
  );
}

test('a stored session is checked behind the splash before the page shows', async ({ page, api }) => {
  const session = await api.signInApplicant(uniqueEmail('splash'));
  const token = (session as unknown as { token: string }).token;
  await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  // The session check held back, so that the splash can be seen while it runs.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/users/self', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-session', '');
  await expect(page.getByRole('status').filter({ hasText: textsOf('common', 'ckb')('app.loading') })).toBeAttached();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('html')).not.toHaveAttribute('data-session', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
