import type { Page } from '@playwright/test';
import { LANGUAGE_NAMES } from '@registry/domain/shared/i18n/messages';
import type { PortalApi } from './support/api.js';
import { uniqueEmail } from './support/applicant-journeys.js';
import { field, signInBrowser, withDraft, withTermsAccepted } from './support/registration.js';
import { checkScreen, expect, languageRun, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 34 §2: the name's language is read from its letters. A name in another language's
 * letters is offered that language ("check it as a name in English?"), never answered "not
 * available"; taking the offer checks the name in it. Kurmanji (Latin) is a name language.
 */

/** What the register says of the name in a language: the page must say the same once the offer is taken. */
async function registerSays(api: PortalApi, name: string, language: string): Promise<{ eligible: boolean; codes: string[] }> {
  const res = await api.call('GET', `/api/v1/public/trade_names/eligible?chosenTradeName=${encodeURIComponent(name)}&language=${language}`);
  const attributes = res.body.data.attributes;
  return { eligible: attributes.eligible, codes: attributes.reasons.map((r: { code: string }) => r.code) };
}

const checkAs = (lang: Lang, language: 'ckb' | 'en' | 'ar' | 'kmr') =>
  textsOf('form', lang)('availability.checkAs', { language: LANGUAGE_NAMES[lang][language] });

async function searchPage(page: Page, lang: Lang) {
  const t = textsOf('trade-names', lang);
  await open(page, '/tradenames/search', lang);
  const form = page.getByRole('search', { name: t('form.label') });
  return {
    t,
    form,
    name: form.getByRole('textbox', { name: t('form.name.label') }),
    result: page.getByRole('region', { name: t('result.heading') }),
  };
}

// Two screens with axe each, on a 2-core machine shared with the portal and its database.
test.beforeEach(() => test.slow());

test('ckb search: "Zagros Trading" is offered English (or Kurmanji), and checked as English once taken', async ({ page, api }) => {
  const { t, form, name, result } = await searchPage(page, 'ckb');
  // The page's language is the name's first guess.
  await expect(form.getByRole('radio', { name: t('form.language.ckb') })).toBeChecked();

  await name.fill('Zagros Trading');
  const offer = result.locator('[data-reason="trade-name.script-mismatch"]');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(LANGUAGE_NAMES.ckb.en);
  await expect(offer.getByRole('button')).toHaveText([checkAs('ckb', 'en'), checkAs('ckb', 'kmr')]);
  // A question, not a refusal.
  await expect(result.getByRole('heading', { name: t('result.notAvailable', { name: 'Zagros Trading' }) })).toHaveCount(0);
  await checkScreen(page, 'name-language-search-offer', 'ckb');

  await offer.getByRole('button', { name: checkAs('ckb', 'en') }).click();
  await expect(form.getByRole('radio', { name: t('form.language.en') })).toBeChecked();
  await expect(name).toBeFocused();
  await expect(offer).toHaveCount(0);
  const verdict = await registerSays(api, 'Zagros Trading', 'en');
  expect(verdict.codes).not.toContain('trade-name.script-mismatch');
  await expect(
    result.getByRole('heading', { name: t(verdict.eligible ? 'result.available' : 'result.notAvailable', { name: 'Zagros Trading' }) }),
  ).toBeVisible();
  for (const code of verdict.codes) await expect(result.locator(`li[data-reason="${code}"]`)).toBeVisible();
  await checkScreen(page, 'name-language-search-english', 'ckb');
});

test('ckb search: "Rêbaz Çiya" is offered Kurmanji alone, and checked as Kurmanji', async ({ page, api }) => {
  const { t, form, name, result } = await searchPage(page, 'ckb');
  await name.fill('Rêbaz Çiya');
  const offer = result.locator('[data-reason="trade-name.script-mismatch"]');
  await expect(offer.getByRole('button')).toHaveText([checkAs('ckb', 'kmr')]);
  await offer.getByRole('button', { name: checkAs('ckb', 'kmr') }).click();
  await expect(form.getByRole('radio', { name: t('form.language.kmr') })).toBeChecked();
  const verdict = await registerSays(api, 'Rêbaz Çiya', 'kmr');
  expect(verdict).toEqual({ eligible: true, codes: [] });
  await expect(result.getByRole('heading', { name: t('result.available', { name: 'Rêbaz Çiya' }) })).toBeVisible();
  await checkScreen(page, 'name-language-search-kurmanji', 'ckb');
});

test('en search: a Sorani name is offered Sorani; the English page starts the name in English', async ({ page }) => {
  const { t, form, name, result } = await searchPage(page, 'en');
  await expect(form.getByRole('radio', { name: t('form.language.en') })).toBeChecked();
  await name.fill('زاگرۆس');
  const offer = result.locator('[data-reason="trade-name.script-mismatch"]');
  await expect(offer.getByRole('button')).toHaveText([checkAs('en', 'ckb')]);
  await checkScreen(page, 'name-language-search-offer', 'en');
  await offer.getByRole('button', { name: checkAs('en', 'ckb') }).click();
  await expect(form.getByRole('radio', { name: t('form.language.ckb') })).toBeChecked();
  await expect(offer).toHaveCount(0);
});

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(
    `registration's name step (${lang}): a Kurmanji name is offered Kurmanji, and the offer taken sets the name's language`,
    languageRun(lang),
    async ({ page, api }) => {
      const appForm = textsOf('application-form', lang);
      const form = textsOf('form', lang);
      const email = uniqueEmail('namelang');
      await withTermsAccepted(page);
      await signInBrowser(page, api, email);
      await withDraft(page, 'trade-name', { email, activity_ids: ['5630'], locale: lang }, ['basic-info']);
      await open(page, '/tradenames/register/trade-name', lang);

      const name = field(page, appForm('fields.name'));
      await name.fill('Rêbaz Çiya');
      const offer = page.locator('[data-reason="trade-name.script-mismatch"]');
      await expect(offer).toBeVisible();
      await expect(offer.getByRole('button')).toHaveText([checkAs(lang, 'kmr')]);
      await expect(page.getByText(form('availability.notAvailable', { name: 'Rêbaz Çiya' }))).toHaveCount(0);
      await checkScreen(page, 'name-language-step-offer', lang);

      await offer.getByRole('button', { name: checkAs(lang, 'kmr') }).click();
      await expect(page.getByRole('radio', { name: appForm('options.locale.kmr') })).toBeChecked();
      await expect(offer).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: form('availability.available', { name: 'Rêbaz Çiya' }) })).toBeVisible();
      await checkScreen(page, 'name-language-step-kurmanji', lang);
    },
  );
}
