import { analyzeAxe, checkScreen, expect, expectDocumentLanguage, languageRun, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

// The first visit as applicants have it, worker included (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a first visit opens the home page in Central Kurdish, right to left', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: textsOf('home', 'ckb')('hero.heading') })).toBeVisible();
  await expectDocumentLanguage(page, 'ckb');
});

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(`home page (${lang}): no axe violations`, languageRun(lang), async ({ page }) => {
    const t = textsOf('home', lang);
    await open(page, '/', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('hero.heading'));
    await expect(page.getByRole('link', { name: t('hero.search') }).first()).toBeVisible();
    await checkScreen(page, 'home', lang);
  });
}

test('axe, as every screen is checked, finds what is planted in the page and in a frame of it, by the acceptance’s tags only', async ({
  page,
}) => {
  await open(page, '/', 'en');
  // The first visit's service worker installs and claims the page a few seconds after it loads;
  // while it did, axe at times left the planted frame out (2 runs in 10 with both cores busy;
  // 10 in 10 once the page waits for it). Not traced further: the frame is only this test's.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
    main.append(image);
    const pale = document.createElement('p');
    pale.textContent = 'Pale words';
    pale.style.color = '#eeeeee';
    main.append(pale);
    const frame = document.createElement('iframe');
    frame.title = 'Planted';
    frame.srcdoc = '<!doctype html><html lang="en"><title>f</title><body><main><input type="text"></main></body></html>';
    main.append(frame);
  });
  await page.frameLocator('iframe[title="Planted"]').locator('input').waitFor();
  const { violations } = await analyzeAxe(page);
  // The frame's second main landmark breaks only a best practice (landmark-unique), not a rule of the acceptance's tags.
  expect(violations.map((v) => v.id).sort()).toEqual(['color-contrast', 'image-alt', 'label']);
  expect(violations.find((v) => v.id === 'label')?.nodes[0]?.target).toEqual(['iframe', 'input']);
});
