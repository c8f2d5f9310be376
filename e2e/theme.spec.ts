import type { Page } from '@playwright/test';
import { checkScreen, expect, languageRun, open, test, type Lang } from './support/test.js';
import { text } from './support/texts.js';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Relative luminance of an `rgb(r, g, b)` colour (WCAG). */
const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(
    `dark mode (${lang}): the toggle darkens the page, axe finds nothing, and the choice is kept`,
    languageRun(lang),
    async ({ page }) => {
      await open(page, '/', lang);
      const light = await background(page);
      expect(luminance(light), `light background ${light}`).toBeGreaterThan(0.8);

      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: text('common', lang, 'colourMode.toDark') }).click();
      const toLight = banner.getByRole('button', { name: text('common', lang, 'colourMode.toLight') });
      await expect(toLight).toBeVisible();
      await expect.poll(() => background(page)).not.toBe(light);
      const dark = await background(page);
      expect(luminance(dark), `dark background ${dark}`).toBeLessThan(0.05);
      await checkScreen(page, 'home', lang, { dark: true });

      await page.goto('/tradenames/search');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await background(page)).toBe(dark);
      await checkScreen(page, 'search', lang, { dark: true });

      await toLight.click();
      await expect.poll(() => background(page)).toBe(light);
    },
  );
}
