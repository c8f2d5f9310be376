import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/applicant-journeys.js';
import { apiMessage, field, signInBrowser, withDraft, withTermsAccepted } from './support/registration.js';
import { checkScreen, expect, languageRun, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 23 §11: the company's location on a real map (Leaflet), its tiles from the server the
 * portal was started with (MAP_TILE_URL: the tests' own tile server, support/map-tiles.ts). A
 * click places the point and the coordinate fields follow; the keyboard does the same; a point
 * outside the area the registry can check (Iraq's outline: docs/application-rules.md) is refused
 * at the field by the API's own rule, in the page's language; the typed coordinates still work.
 */
async function atCompanyStep(page: Page, api: Parameters<typeof signInBrowser>[1], lang: Lang): Promise<void> {
  const email = uniqueEmail(`map-${lang}`);
  await withTermsAccepted(page);
  await signInBrowser(page, api, email);
  await withDraft(page, 'business', { email, type: 'local_company', trade_name: { name: 'x' } }, ['basic-info', 'trade-name']);
  await open(page, '/businesses/register/company', lang);
}

const mapOf = (page: Page, lang: Lang) => page.getByRole('application', { name: textsOf('form', lang)('location.mapLabel') });

for (const lang of ['ckb', 'en'] as const) {
  test(
    `the location on a real map: click, keyboard, a point outside refused at the field, typed coordinates (${lang})`,
    languageRun(lang),
    async ({ page, api }) => {
      const form = textsOf('form', lang);
      const appForm = textsOf('application-form', lang);
      await atCompanyStep(page, api, lang);
      await field(page, form('place.province')).selectOption('erbil');
      await field(page, form('place.district')).selectOption('erbil-soran');

      const map = mapOf(page, lang);
      await map.scrollIntoViewIfNeeded();
      // Tiles from the configured server, not a drawing of the portal's own.
      await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
      const latitude = field(page, form('location.latitude'));
      const longitude = field(page, form('location.longitude'));
      await expect(latitude).toHaveValue('');

      const box = (await map.boundingBox())!;
      await map.click({ position: { x: box.width / 2 + 10, y: box.height / 2 - 10 } });
      await expect(latitude).toHaveValue(/^3[56]\.\d+$/);
      await expect(longitude).toHaveValue(/^4[45]\.\d+$/);
      await checkScreen(page, `location-map-placed`, lang);

      // By keyboard: the arrows move the map under the centre cross, Enter places the point there.
      const before = Number(await longitude.inputValue());
      await map.focus();
      for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await expect.poll(async () => Number(await longitude.inputValue())).toBeLessThan(before);

      // The map's north-east corner, in Iran whichever way the keys moved it: refused at the field,
      // by the API's rule, in the page's language.
      const outside = await apiMessage(lang, 'address.location-outside-country', appForm('fields.location'));
      await map.click({ position: { x: box.width - 15, y: 15 } });
      await expect(latitude).toHaveValue(/^37\.\d+$/);
      await expect(longitude).toHaveValue(/^4[5-8]\.\d+$/);
      const fieldset = page.getByRole('group', { name: appForm('fields.location') });
      await expect(fieldset.getByRole('alert')).toHaveText(outside);
      await checkScreen(page, `location-map-outside`, lang);

      // The fields are the fallback: coordinates typed in Erbil clear the message.
      await latitude.fill('36.19');
      await longitude.fill('44.01');
      await expect(fieldset.getByRole('alert')).toHaveCount(0);
    },
  );
}

for (const lang of ['ar', 'kmr'] as const) {
  test(`the company step with its map passes axe (${lang})`, languageRun(lang), async ({ page, api }) => {
    await atCompanyStep(page, api, lang);
    const map = mapOf(page, lang);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(field(page, textsOf('form', lang)('location.latitude'))).not.toHaveValue('');
    await checkScreen(page, 'location-map-placed', lang);
  });
}

// With no tile server (MAP_TILE_URL unset) the map draws Iraq's outline and names the province
// capitals in the page's language. The names are plain labels: Leaflet's tooltips (role
// "tooltip") lingered empty while fading out, which axe reads as a tooltip without a name.
for (const lang of ['ckb', 'en'] as const) {
  test(`without tiles the capitals are named in the page's language (${lang})`, languageRun(lang), async ({ page, api }) => {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const document = await response.json();
      document.data.attributes.mapTileUrl = null;
      await route.fulfill({ response, json: document });
    });
    await atCompanyStep(page, api, lang);
    const map = mapOf(page, lang);
    await map.scrollIntoViewIfNeeded();
    const form = textsOf('form', lang);
    for (const capital of ['erbil', 'sulaymaniyah', 'duhok', 'halabja']) {
      await expect(map.locator('.landmark-label').getByText(form(`location.landmarks.${capital}`), { exact: true })).toBeVisible();
    }
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
    await checkScreen(page, 'location-map-untiled', lang);
  });
}
