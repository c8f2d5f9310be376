import { LEGACY_NAME } from './support/seed.js';
import { checkScreen, expect, languageRun, open, test, type Lang } from './support/test.js';
import { escapeRegExp, textsOf } from './support/texts.js';

/**
 * Issue 7: "search a name that conflicts across scripts and see the reason". The legacy
 * register (imported by global setup with the product's CLI) holds ئاسمانی شین in Kurdish
 * script; the applicant types it in Latin letters.
 */
for (const lang of ['ckb', 'en'] as Lang[]) {
  test(
    `trade-name search (${lang}): a Latin spelling of a Kurdish legacy name is not available, with the reason in words`,
    languageRun(lang),
    async ({ page, api }) => {
      const t = textsOf('trade-names', lang);
      // The reason in the page's language is the API's own message for the code (docs/api.md: `title`/`message` in the request's language).
      const eligibility = await api.call(
        'GET',
        `/api/v1/public/trade_names/eligible?chosenTradeName=${encodeURIComponent(LEGACY_NAME.latin)}`,
        { headers: { 'Accept-Language': lang } },
      );
      const legacyReason = eligibility.body.data.attributes.reasons.find((r: { code: string }) => r.code === 'trade-name.legacy');
      expect(legacyReason, 'the seeded legacy name conflicts with its Latin spelling').toBeDefined();

      await open(page, '/tradenames/search', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('page.title'));
      await checkScreen(page, 'search', lang);

      const form = page.getByRole('search', { name: t('form.label') });
      // A Latin name is written in English (issue 23 §1: the name's letters are those of its language).
      await form.getByRole('radio', { name: t('form.language.en') }).check();
      await form.getByRole('textbox', { name: t('form.name.label') }).fill(LEGACY_NAME.latin);
      await form.getByRole('button', { name: t('form.submit') }).click();

      const result = page.getByRole('region', { name: t('result.heading') });
      await expect(result.getByRole('heading', { name: t('result.notAvailable', { name: LEGACY_NAME.latin }) })).toBeVisible();
      // The reason in words, in the page's language.
      await expect(result.getByRole('listitem').filter({ hasText: legacyReason.message })).toBeVisible();
      // What to do about a legacy name, and the name in the way in its own script.
      await expect(result.getByRole('heading', { name: t('legacy.heading') })).toBeVisible();
      await expect(result.getByRole('link', { name: t('legacy.link') })).toBeVisible();
      const conflicts = result.getByRole('table', { name: t('result.conflictsCaption') });
      await expect(conflicts.getByRole('row').filter({ hasText: LEGACY_NAME.kurdish })).toContainText(
        new RegExp(escapeRegExp(t('conflictStatus.legacy'))),
      );
      await expect(
        page.getByRole('status').filter({ hasText: t('result.notAvailableStatus', { name: LEGACY_NAME.latin }) }),
      ).toBeAttached();

      await checkScreen(page, 'search-result', lang);
    },
  );
}

test('trade-name search (ckb): every control is named in Kurdish, and the activity field is laid out right to left', async ({ page }) => {
  const t = textsOf('trade-names', 'ckb');
  await open(page, '/tradenames/search', 'ckb');
  const activities = page.getByRole('combobox', { name: t('form.activities.label') });
  await expect(activities).toBeVisible();

  // Names a screen reader reads out (aria-label, title) in English on a Kurdish page: MUI's
  // defaults (the Autocomplete's "Open", "Close", "Clear") unless the theme or props localise them.
  const english = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [title]')].flatMap((el) =>
      ['aria-label', 'title']
        .map((a) => el.getAttribute(a) ?? '')
        .filter((v) => /[A-Za-z]{3,}/.test(v))
        .map((v) => `<${el.tagName.toLowerCase()}> ${v}`),
    ),
  );
  expect.soft(english, 'accessible names in English on the ckb search page').toEqual([]);

  // In right-to-left the field's buttons belong at its left end, clear of its label (at the right).
  const overlap = await activities.evaluate((input) => {
    const root = input.closest('.MuiAutocomplete-root')!;
    const label = root.querySelector('label')!.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>('.MuiAutocomplete-endAdornment button')]
      .map((b) => ({ name: b.getAttribute('aria-label'), box: b.getBoundingClientRect() }))
      .filter(
        ({ box }) => box.width > 0 && box.left < label.right && box.right > label.left && box.top < label.bottom && box.bottom > label.top,
      )
      .map(
        ({ name, box }) =>
          `${name} at x ${Math.round(box.left)}–${Math.round(box.right)} over the label at x ${Math.round(label.left)}–${Math.round(label.right)}`,
      );
  });
  expect.soft(overlap, 'the activity field’s buttons overlap its label in ckb').toEqual([]);
});
