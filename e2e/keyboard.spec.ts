import { LEGACY_NAME } from './support/seed.js';
import { expect, expectVisibleFocus, tabTo, test } from './support/test.js';
import { text, textsOf } from './support/texts.js';

/**
 * Issue 7: "the search and retrieval journeys can be completed with Tab/Enter/Space, focus
 * always visible". Only keyboard.press and keyboard.type drive the page here; every tab stop is
 * checked for a visible focus indicator (tabTo). In the default language, ckb.
 */
const lang = 'ckb' as const;
const same = (expected: string) => (el: { name: string }) => el.name.replace(/\s*\*\s*$/, '').trim() === expected;

test('keyboard only: search a trade name from the home page', async ({ page }) => {
  const home = textsOf('home', lang);
  const t = textsOf('trade-names', lang);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first stop is the skip link; it takes the focus to the main content.
  await tabTo(page, same(text('common', lang, 'skipLink')), 'skip link', { max: 1 });
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await tabTo(page, same(home('hero.search')), 'home: search trade names');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('page.title'));
  // The new page's heading takes the focus once it is drawn; tabbing starts from there (a Tab
  // pressed before that was undone by it: a run found the focus back on the heading).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // A Latin name is written in English (issue 23 §1): the name's language first, by arrow key.
  await tabTo(page, same(t('form.language.ckb')), 'search: the name language');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: t('form.language.en') })).toBeChecked();
  await tabTo(page, same(t('form.name.label')), 'search: trade name field');
  await page.keyboard.type(LEGACY_NAME.latin);
  await page.keyboard.press('Enter');

  const result = page.getByRole('region', { name: t('result.heading') });
  await expect(result.getByRole('heading', { name: t('result.notAvailable', { name: LEGACY_NAME.latin }) })).toBeVisible();
  await expect(result.getByRole('heading', { name: t('legacy.heading') })).toBeVisible();
  // Onwards to what the applicant can do about it, every stop visibly focused.
  await tabTo(page, same(t('legacy.link')), 'search: the legacy register link');
  await expectVisibleFocus(page, 'legacy register link');
});

test('keyboard only: retrieve applications with the e-mailed code', async ({ page, api, applicants }) => {
  const home = textsOf('home', lang);
  const t = textsOf('applicant', lang);
  const common = textsOf('common', lang);
  const { email, name } = applicants.keyboard;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, same(home('services.retrieve.title')), 'home: retrieve your application');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('retrieve.title'));
  // A client-side navigation puts focus on the new page's heading (layout.tsx), once the page is
  // drawn: tabbing on before it lands would race it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await tabTo(page, same(t('retrieve.email.label')), 'retrieve: e-mail field');
  await page.keyboard.type(email);
  const seen = await api.mailIds(email);
  await tabTo(page, same(t('retrieve.send')), 'retrieve: send code');
  await page.keyboard.press('Space');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('emailCode.title'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const code = await api.nextCode(email, seen);
  await tabTo(page, same(common('emailCode.label')), 'code: code field');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('myApplications.title'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await tabTo(page, same(name), 'my applications: the application');
  await expectVisibleFocus(page, 'the application link');
});
