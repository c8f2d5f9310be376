import type { Page } from '@playwright/test';
// The refusals' words come from the domain's catalogue, as the API and the portal word them.
import '@registry/domain/applicant-access/messages';
import '@registry/domain/reference/civil-registry/messages';
import { fieldLabel, translate } from '@registry/domain/shared/i18n/messages';
import { PortalApi } from './support/api.js';
import { switchPortalLanguage, uniqueEmail } from './support/applicant-journeys.js';
import {
  field,
  REGISTRY_PERSONS,
  signInBrowser,
  withDraft,
  withDraftTheRegistryRefuses,
  withTermsAccepted,
} from './support/registration.js';
import { LEGACY_NAME } from './support/seed.js';
import { checkScreen, expect, languageRun, open, screenshot, test, type Lang } from './support/test.js';
import { escapeRegExp, text, textsOf } from './support/texts.js';

/**
 * Issue 23 §1 (name rules as you type) and §7 (the user's language everywhere), in ckb and en:
 * each point a step with a screenshot, axe on every changed screen; then axe on the same screens
 * in ar and kmr. Steps past "verify e-mail" start from a draft laid into the browser and a
 * session signed in with the e-mailed code, as the portal keeps them.
 */
const LRI = '\u2066';
const PDI = '\u2069';

/** Kurdish (and Arabic) digits: what the page writes numbers with in ckb. */
const KURDISH_DIGITS = /[٠-٩]/;

async function signedInAt(page: Page, api: PortalApi, values: Record<string, unknown>, completed: string[]) {
  const email = uniqueEmail('names23');
  await withTermsAccepted(page);
  await signInBrowser(page, api, email);
  await withDraft(page, 'trade-name', { email, activity_ids: ['5630'], ...values }, completed);
}

/** Signed in, a trade name's draft with one partner past its first two steps, at the owner step in `lang`. */
async function atOwnerStep(page: Page, api: PortalApi, lang: Lang): Promise<void> {
  await signedInAt(
    page,
    api,
    {
      locale: 'ckb',
      name: 'چیای زاگرۆس',
      protection_level: 'kri_level',
      partners: [{ type: 'natural', upn: REGISTRY_PERSONS.partner.upn, owning_percentage: '60', company_name: '', uen: '' }],
    },
    ['basic-info', 'trade-name'],
  );
  await open(page, '/tradenames/register/owner', lang);
}

for (const lang of ['ckb', 'en'] as Lang[]) {
  const search = textsOf('trade-names', lang);
  const appForm = textsOf('application-form', lang);
  const form = textsOf('form', lang);
  const registration = textsOf('registration', lang);

  test(
    `§1 search page (${lang}): a name in another language's letters is never available, as the applicant types`,
    languageRun(lang),
    async ({ page }) => {
      await open(page, '/tradenames/search', lang);
      const searchForm = page.getByRole('search', { name: search('form.label') });
      const result = page.getByRole('region', { name: search('result.heading') });
      const name = searchForm.getByRole('textbox', { name: search('form.name.label') });

      // Sorani chosen, an Arabic name: at once, at the field and in the result, the language named and
      // Arabic offered (issue 34 §2: a question, never "not available").
      await searchForm.getByRole('radio', { name: search('form.language.ckb') }).check();
      await name.fill('شركة الجبل');
      const wrongScript = result.locator('[data-reason="trade-name.script-mismatch"]');
      await expect(wrongScript).toBeVisible();
      await expect(wrongScript).not.toContainText('(ckb)');
      await expect(wrongScript).toContainText(search('form.name.label'));
      await expect(result.getByRole('heading', { name: search('result.available', { name: 'شركة الجبل' }) })).toHaveCount(0);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await checkScreen(page, 'names23-search-wrong-script', lang);

      // English chosen, a name mixing scripts: the same.
      await searchForm.getByRole('radio', { name: search('form.language.en') }).check();
      await name.fill('Zagros ABC 2026 زاگرۆس');
      await expect(result.locator('li[data-reason="trade-name.wrong-script"]')).toBeVisible();
      await expect(result.locator('li[data-reason="trade-name.wrong-script"]')).not.toContainText('(en)');
      await screenshot(page, 'names23-search-mixed', lang);
    },
  );

  test(
    `§1 trade-name step (${lang}): the script rule as one types, and the inline check names the name in the way with its score`,
    languageRun(lang),
    async ({ page, api }) => {
      await signedInAt(page, api, {}, ['basic-info']);
      await open(page, '/tradenames/register/trade-name', lang);
      await page.getByRole('radio', { name: appForm('options.locale.ckb') }).check();
      const name = field(page, appForm('fields.name'));
      await name.fill('شركة الجبل');
      const status = page.getByRole('status').filter({ has: page.locator('[data-reason="trade-name.script-mismatch"]') });
      await expect(status).toBeVisible();
      await expect(status).not.toContainText(form('availability.notAvailable', { name: 'شركة الجبل' }));
      await expect(status).not.toContainText('(ckb)');
      await expect(status).toContainText(appForm('fields.name'));
      await name.blur();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await checkScreen(page, 'names23-step-wrong-script', lang);

      // A name of the legacy register: the reason, the name in the way and its score, as on the search page.
      await name.fill(LEGACY_NAME.kurdish);
      const legacy = page.getByRole('status').filter({ hasText: form('availability.notAvailable', { name: LEGACY_NAME.kurdish }) });
      const conflict = legacy.locator(`li[data-conflict="${LEGACY_NAME.kurdish}"]`);
      await expect(conflict).toBeVisible();
      await expect(conflict).toContainText(lang === 'ckb' ? '١٠٠' : '100%');
      await checkScreen(page, 'names23-step-conflict', lang);
    },
  );

  test(
    `§7 owner step (${lang}): errors follow a language switch, numbers and file input in the page's language`,
    languageRun(lang),
    async ({ page, api }) => {
      // Two screens with axe and a language switch, signed in: longer than most on a loaded machine.
      test.slow();
      await atOwnerStep(page, api, lang);

      // The file input speaks the page's language: its own button and "no file chosen".
      const upload = page.locator('#field-identity_documents').locator('xpath=..');
      await expect(upload.getByText(form('upload.noneChosen'))).toBeVisible();
      await expect(upload.getByText(form('upload.chooseMany'))).toBeVisible();
      await expect(page.getByText('No file chosen')).toHaveCount(lang === 'en' ? 1 : 0);

      await page.getByRole('button', { name: registration('actions.continue'), exact: true }).click();
      const total = page.locator('#field-partners');
      await expect(total).toContainText(lang === 'ckb' ? '١٠٠٪' : '100%');
      if (lang === 'ckb') await expect(total).toHaveText(KURDISH_DIGITS);
      await checkScreen(page, 'names23-owner-errors', lang);

      // Switched mid-form, the same errors in the other language, the summary too.
      const other: Lang = lang === 'ckb' ? 'en' : 'ckb';
      await switchPortalLanguage(page, lang, other);
      await expect(total).toContainText(other === 'ckb' ? '١٠٠٪' : '100%');
      await expect(total).toContainText(textsOf('application-form', other)('sections.partners'));
      const summary = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: textsOf('registration', other)('errorSummaryTitle') }) });
      await expect(summary.getByRole('link').filter({ hasText: other === 'ckb' ? '١٠٠٪' : '100%' })).toBeVisible();
      await checkScreen(page, 'names23-owner-switched', other);
    },
  );

  test(`§7 hints (${lang}): the phone hint reads left to right inside right-to-left text`, languageRun(lang), async ({ page }) => {
    await withTermsAccepted(page);
    await open(page, '/tradenames/register/basic-info', lang);
    const phoneHint = page.getByText(/9647XXXXXXXXX/);
    await expect(phoneHint).toBeVisible();
    if (lang === 'ckb') expect(await phoneHint.textContent()).toContain(`${LRI}+9647XXXXXXXXX${PDI}`);
    await checkScreen(page, 'names23-basic-info', lang);
  });

  test(
    `§7 gazette (${lang}): the date filters take YYYY-MM-DD in the page's language, no "mm/dd/yyyy"`,
    languageRun(lang),
    async ({ page }) => {
      await open(page, '/publications', lang);
      const registers = textsOf('registers', lang);
      const from = page.getByRole('textbox', { name: registers('filters.from.label') });
      await expect(from).toHaveAttribute('type', 'text');
      await expect(from).toHaveAttribute('dir', 'ltr');
      await expect(page.getByText(form('date.hint')).first()).toBeVisible();
      await from.fill('2026-01-31');
      await expect(from).toHaveValue('2026-01-31');
      await checkScreen(page, 'names23-publications-dates', lang);
    },
  );

  test(
    `§7 e-mail code (${lang}): a throttled request (429) says no new code was sent and when to ask again`,
    languageRun(lang),
    async ({ page, api }) => {
      // A code asked for moments ago: the second request is throttled (429) and the page says so.
      const email = uniqueEmail('names23-throttle');
      await api.call('POST', '/api/v1/generate-otp', { json: { email } });
      await open(page, '/retrieve', lang);
      const applicant = textsOf('applicant', lang);
      await page.getByRole('textbox', { name: applicant('retrieve.email.label') }).fill(email);
      await page.getByRole('button', { name: applicant('retrieve.send') }).click();
      const common = (key: string) => text('common', lang, key, { email, time: '\u0000', minutes: '\u0000' });
      const throttled = common('emailCode.throttledLead').split('\u0000')[0]!;
      await expect(page.getByText(throttled.slice(0, 30))).toBeVisible();
      await expect(page.getByText(common('emailCode.lead').slice(0, 20))).toHaveCount(0);
      await checkScreen(page, 'names23-code-throttled', lang);
    },
  );
}

// Every changed screen passes axe in the other two languages as well.
for (const lang of ['ar', 'kmr'] as Lang[]) {
  test(`axe (${lang}): the search page refusing a name in another language's letters`, languageRun(lang), async ({ page }) => {
    await open(page, '/tradenames/search', lang);
    await page.locator('#name-language-ckb').check();
    await page.locator('#chosen-trade-name').fill('شركة الجبل');
    await expect(page.locator('[data-reason="trade-name.script-mismatch"]')).toBeVisible();
    await checkScreen(page, 'names23-search-wrong-script', lang);
  });

  test(`axe (${lang}): the owner step with errors, the name step refusing a name`, languageRun(lang), async ({ page, api }) => {
    // Two signed-in screens, each with axe: on a loaded 2-core machine this takes longer than most.
    test.slow();
    await atOwnerStep(page, api, lang);
    await page.getByRole('button', { name: textsOf('registration', lang)('actions.continue'), exact: true }).click();
    await expect(page.locator('#field-partners')).not.toBeEmpty();
    await checkScreen(page, 'names23-owner-errors', lang);

    await page.goto('/tradenames/register/trade-name');
    await page.locator('#field-name').fill('شركة الجبل');
    await expect(page.locator('[data-reason="trade-name.script-mismatch"]')).toBeVisible();
    await checkScreen(page, 'names23-step-wrong-script', lang);
  });

  test(`axe (${lang}): basic info (phone hint) and the gazette's dates`, languageRun(lang), async ({ page }) => {
    await withTermsAccepted(page);
    await open(page, '/tradenames/register/basic-info', lang);
    await checkScreen(page, 'names23-basic-info', lang);
    await page.goto('/publications');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page, 'names23-publications-dates', lang);
  });
}

/**
 * §7 leftover: a refusal of the API (a 4xx answer whose errors are codes with parameters) is
 * re-worded on a language switch like the form's own errors: in the error summary, at the field
 * and in the code step's summary. The expected words are the domain catalogue's, in each language.
 */
const SWITCHES: Lang[] = ['ckb', 'en', 'ar'];

test('§7 a refused submission (ckb → en → ar): the summary and the field follow each language switch', async ({ page, api }) => {
  // Four screens with axe and three language switches, signed in: longer than most on a loaded machine.
  test.slow();
  const email = uniqueEmail('refusal23');
  await withDraftTheRegistryRefuses(page, api, email);
  await open(page, '/tradenames/register/register', 'ckb');
  await page.getByRole('button', { name: textsOf('registration', 'ckb')('register.submit') }).click();

  const summaryIn = (lang: Lang) =>
    page.getByRole('alert').filter({ has: page.getByRole('heading', { name: textsOf('registration', lang)('errorSummaryTitle') }) });
  const ownerUpn = (lang: Lang) => summaryIn(lang).locator('a[href$="#field-upn"]');
  let previous: Lang | undefined;
  for (const lang of SWITCHES) {
    if (previous) await switchPortalLanguage(page, previous, lang);
    await expect(ownerUpn(lang)).toHaveText(translate('upn.unknown', lang));
    await checkScreen(page, 'refusal23-register-refused', lang);
    previous = lang;
  }

  // At the field, on its step: in the language on screen, and again after a switch.
  await ownerUpn('ar').click();
  // With the way back: Continue returns to the review (issue 34 §5).
  await expect(page).toHaveURL(/\/tradenames\/register\/owner\?return=check#field-upn$/);
  const owner = (lang: Lang) => page.getByRole('group', { name: textsOf('application-form', lang)('sections.owner') });
  await expect(owner('ar').getByText(translate('upn.unknown', 'ar'))).toBeVisible();
  await checkScreen(page, 'refusal23-owner-refused', 'ar');
  await switchPortalLanguage(page, 'ar', 'en');
  await expect(owner('en').getByText(translate('upn.unknown', 'en'))).toBeVisible();
  await expect(owner('en').getByText(translate('upn.unknown', 'ar'))).toHaveCount(0);
  await checkScreen(page, 'refusal23-owner-refused', 'en');
});

test('§7 a refused e-mail code (ckb → en → ar): the message at the field and in the summary follow each switch', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('refusal23-code');
  await open(page, '/retrieve', 'ckb');
  const applicant = textsOf('applicant', 'ckb');
  await page.getByRole('textbox', { name: applicant('retrieve.email.label') }).fill(email);
  await page.getByRole('button', { name: applicant('retrieve.send') }).click();
  const common = textsOf('common', 'ckb');
  // A code of the right shape that was never sent: the API refuses it (422 otp.invalid at `code`).
  await page.getByRole('textbox', { name: common('emailCode.label') }).fill('000000');
  await page.getByRole('button', { name: common('emailCode.submit'), exact: true }).click();

  let previous: Lang | undefined;
  for (const lang of SWITCHES) {
    if (previous) await switchPortalLanguage(page, previous, lang);
    const words = translate('otp.invalid', lang, { field: fieldLabel('code', lang) });
    const summary = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: textsOf('common', lang)('emailCode.errorSummaryTitle') }) });
    await expect(summary.getByRole('link')).toHaveText(words);
    await expect(page.getByRole('textbox', { name: textsOf('common', lang)('emailCode.label') })).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(words)),
    );
    await checkScreen(page, 'refusal23-code-refused', lang);
    previous = lang;
  }
});
