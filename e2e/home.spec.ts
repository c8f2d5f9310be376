import { checkScreen, expect, expectDocumentLanguage, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

test('a first visit opens the home page in Central Kurdish, right to left', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: textsOf('home', 'ckb')('hero.heading') })).toBeVisible();
  await expectDocumentLanguage(page, 'ckb');
});

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(`home page (${lang}): no axe violations`, async ({ page }) => {
    const t = textsOf('home', lang);
    await open(page, '/', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('hero.heading'));
    await expect(page.getByRole('link', { name: t('hero.search') }).first()).toBeVisible();
    await checkScreen(page, 'home', lang);
  });
}
