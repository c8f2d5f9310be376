import type { Page } from '@playwright/test';
import { checkScreen, expect, expectDocumentLanguage, screenshot, test, type Lang } from './support/test.js';
import { escapeRegExp, text, textsOf } from './support/texts.js';

const RTL: Lang[] = ['ckb', 'ar'];

/** The language button's accessible name starts with the same words whatever language is current. */
const languageButton = (page: Page, current: Lang) => {
  const prefix = text('common', current, 'language.change', { name: '\u0000' }).split('\u0000')[0]!;
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${escapeRegExp(prefix)}`) });
};

async function bodyFont(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/["']/g, ''));
    return { family: getComputedStyle(document.body).fontFamily, loaded: [...new Set(loaded)] };
  });
}

async function expectLanguage(page: Page, lang: Lang) {
  await expectDocumentLanguage(page, lang);
  // A known text of the page, from that language's locale file.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsOf('home', lang)('hero.heading'));
  await expect(page.getByRole('link', { name: text('common', lang, 'nav.home'), exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(text('common', lang, 'app.name'))));
  const font = await bodyFont(page);
  // The web fonts are imported once the page has loaded (main.tsx): until their faces are
  // declared, there is nothing for document.fonts.ready to wait for.
  const loaded = (family: string) =>
    expect.poll(async () => (await bodyFont(page)).loaded, { message: `loaded web fonts in ${lang}`, timeout: 10_000 }).toContain(family);
  if (RTL.includes(lang)) {
    // The Arabic-script face first, and actually loaded (self-hosted), not a system fallback.
    expect(font.family, `body font-family in ${lang}`).toMatch(/^"?Noto Sans Arabic"?,/);
    await loaded('Noto Sans Arabic');
  } else {
    expect(font.family, `body font-family in ${lang}`).toMatch(/^"?Noto Sans"?,/);
    await loaded('Noto Sans');
  }
}

async function switchLanguage(page: Page, from: Lang, to: Lang, options: { screenshot?: boolean } = {}) {
  await languageButton(page, from).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Each language is listed in its own name and script (an autonym), marked with its lang (on the item or its text).
  const item = (lang: Lang) =>
    menu
      .getByRole('menuitemradio')
      .filter({ has: page.locator(`[lang="${lang}"]`) })
      .or(menu.locator(`[role="menuitemradio"][lang="${lang}"]`));
  const choice = item(to);
  await expect(item(from)).toHaveAttribute('aria-checked', 'true');
  await expect(choice).toHaveAttribute('aria-checked', 'false');
  if (options.screenshot) await checkScreen(page, 'language-menu', from);
  await choice.click();
  await expect(menu).toBeHidden();
}

/** A chunk of texts in one language (`<lang>-<hash>.js`, from a namespace's `locales/<lang>.json`). */
const textChunkLanguage = (url: string): string | undefined => /\/assets\/(ckb|en|ar|kmr)-[\w-]+\.js$/.exec(url)?.[1];

test('languages: ckb → en → ar → kmr change direction, fonts and texts, and the choice is kept', async ({ page }) => {
  const textChunks: string[] = [];
  page.on('request', (request) => {
    const lang = textChunkLanguage(request.url());
    if (lang) textChunks.push(lang);
  });
  const response = await page.goto('/');
  await expectLanguage(page, 'ckb');
  // The page brings its texts in its own language only, and fetches no other language's until asked to.
  const sent = JSON.parse(/<script type="application\/json" id="ssr-texts">([^<]*)<\/script>/.exec(await response!.text())![1]!) as {
    texts: Record<string, unknown>;
  };
  expect(Object.keys(sent.texts)).toEqual(['ckb']);
  expect(textChunks).toEqual([]);

  await switchLanguage(page, 'ckb', 'en', { screenshot: true });
  await expectLanguage(page, 'en');
  expect(new Set(textChunks)).toEqual(new Set(['en']));

  await switchLanguage(page, 'en', 'ar', { screenshot: true });
  await expectLanguage(page, 'ar');
  await screenshot(page, 'home', 'ar');

  await switchLanguage(page, 'ar', 'kmr');
  await expectLanguage(page, 'kmr');
  await screenshot(page, 'home', 'kmr');

  // Kept for the next visit (localStorage `settings`).
  await page.reload();
  await expectLanguage(page, 'kmr');
});
