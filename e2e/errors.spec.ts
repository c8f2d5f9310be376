import { checkScreen, expect, languageRun, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(`404 (${lang}): an unknown path says the page is not here, and "go back" leads out of it`, languageRun(lang), async ({ page }) => {
    const t = textsOf('errors', lang);
    const home = textsOf('home', lang);
    await open(page, '/no-such-page/at-all', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.heading'));
    await expect(page).toHaveTitle(new RegExp(`^${t('notFound.title')}`));
    await checkScreen(page, 'not-found', lang);

    // Arrived here first in this tab: "back" has nowhere to go in the portal, so it goes home.
    await page.getByRole('button', { name: t('notFound.back') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home('hero.heading'));
  });

  test(`404 (${lang}): "go back" returns to the page the visitor came from`, languageRun(lang), async ({ page }) => {
    const t = textsOf('errors', lang);
    await open(page, '/tradenames/search', lang);
    // An in-portal link to a page that does not exist, followed without a page load: the router
    // is told of the new entry as it is of any history change (a popstate with its state).
    await page.evaluate(() => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: 'e2e-broken-link', idx }, '', '/tradenames/no-such-page');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.heading'));
    await page.getByRole('button', { name: t('notFound.back') }).click();
    await expect(page).toHaveURL(/\/tradenames\/search$/);
  });

  test(`403 (${lang}): access not granted, with the way home`, languageRun(lang), async ({ page }) => {
    const t = textsOf('errors', lang);
    await open(page, '/403', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('accessDenied.heading'));
    await expect(page.getByText(t('accessDenied.body'))).toBeVisible();
    await checkScreen(page, 'access-denied', lang);
    await page.getByRole('link', { name: t('accessDenied.home') }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
