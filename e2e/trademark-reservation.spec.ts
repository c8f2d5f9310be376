import { PortalApi } from './support/api.js';
import { checkInCkbAndEn, PNG, uniqueEmail } from './support/applicant-journeys.js';
import { PERSONS } from './support/seed.js';
import { checkScreen, expect, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

const t = (lang: Lang) => textsOf('trademarks', lang);
const common = (lang: Lang) => textsOf('common', lang);

/**
 * A trademark reserved in the browser (ckb): what a reservation is, the form checked with the
 * API's own rules, the draft kept through a reload, check your answers, the e-mail verified with
 * the code from the mail catcher, then the reservation sent with its logo and shown on its status page.
 */
test('a trademark reserved in the browser, verified by e-mail code', async ({ page, api }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('trademark');

  await test.step('the trademarks page says what a reservation is and leads to the form', async () => {
    await open(page, '/trademarks/about', 'ckb');
    await checkInCkbAndEn(page, 'trademarks-about', async (lang) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang)('about.title'));
      await expect(page.getByRole('heading', { name: t(lang)('about.needs.heading') })).toBeVisible();
    });
    await page.getByRole('link', { name: t('ckb')('about.start') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ckb')('form.title'));
  });

  await test.step('an empty form is refused with every problem at its field', async () => {
    await checkInCkbAndEn(page, 'trademark-form', async (lang) => {
      await expect(page.getByRole('group', { name: t(lang)('form.wordMark.legend') })).toBeVisible();
    });
    await page.getByRole('button', { name: t('ckb')('form.continue') }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('ckb')('form.errorSummary') }) });
    await expect(summary).toBeFocused();
    // Word mark, class number, terms, owner's UPN, e-mail and phone: the API's rules, in ckb.
    await expect(summary.getByRole('link')).toHaveCount(6);
    await checkScreen(page, 'trademark-form-errors', 'ckb');
    await summary.getByRole('link').first().click();
    await expect(page.locator('#field-wordMark')).toBeFocused();
  });

  await test.step('the answers, kept as a draft through a reload', async () => {
    await page.getByLabel(t('ckb')('form.wordMark.ckb')).fill('چای زاگرۆس');
    await page.getByLabel(t('ckb')('form.wordMark.en')).fill('Zagros Tea');
    await page.getByLabel(t('ckb')('form.classes.number')).selectOption('30');
    await page.getByLabel(t('ckb')('form.classes.terms')).fill('چا\nقاوە');
    await page.getByLabel(t('ckb')('form.owner.upn')).fill(PERSONS.owner);
    await page.getByLabel(t('ckb')('form.contact.email')).fill(email);
    await page.getByLabel(t('ckb')('form.contact.phone')).fill('07501234567');
    await page.reload();
    await expect(page.getByLabel(t('ckb')('form.wordMark.en'))).toHaveValue('Zagros Tea');
    await expect(page.getByLabel(t('ckb')('form.classes.terms'))).toHaveValue('چا\nقاوە');
    await expect(page.getByLabel(t('ckb')('form.contact.email'))).toHaveValue(email);
    // A Latin word in the Kurdish box is the API's "letters of the language" rule.
    await page.getByLabel(t('ckb')('form.wordMark.ckb')).fill('Zagros');
    await page.getByRole('button', { name: t('ckb')('form.continue') }).click();
    await expect(page.getByLabel(t('ckb')('form.wordMark.ckb'))).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t('ckb')('form.wordMark.ckb')).fill('چای زاگرۆس');
    await page.getByLabel(t('ckb')('form.logo.label')).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    // A mark no one holds: the check under the word mark says it is available (issue 33 §1).
    await expect(page.locator('#word-mark-check [data-verdict="available"]')).toContainText('چای زاگرۆس / Zagros Tea');
    await checkScreen(page, 'trademark-form-filled', 'ckb');
  });

  let id = '';
  await test.step('the e-mail verified with the code, the reservation sent', async () => {
    const seen = await api.mailIds(email);
    await page.getByRole('button', { name: t('ckb')('form.continue') }).click();
    // Check your answers first (issue 23 §3), then the code.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ckb')('check.title'));
    await expect(page.locator('[data-row="field-logo"]')).toContainText('logo.png');
    await page.getByRole('button', { name: t('ckb')('check.send') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('ckb')('emailCode.title'));
    await checkScreen(page, 'trademark-code', 'ckb');
    const code = await api.nextCode(email, seen);
    await page.locator('#trademark-code').fill(code);
    await page.getByRole('button', { name: common('ckb')('emailCode.submit') }).click();
    await expect(page).toHaveURL(/\/my-applications\/trademarks\/[0-9a-f-]{36}$/);
    id = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('چای زاگرۆس');
    await expect(page.locator('[data-status="submitted"]')).toBeVisible();
    await checkInCkbAndEn(page, 'trademark-status', async (lang) => {
      await expect(page.getByRole('heading', { name: textsOf('my-application', lang)('nextSteps.heading') })).toBeVisible();
    });
    // The draft is gone once sent.
    expect(await page.evaluate(() => localStorage.getItem('trademark-draft'))).toBeNull();
  });

  await test.step('the registry has it as filled in, with the logo', async () => {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const applicant = new PortalApi(api.baseUrl, token!);
    const stored = (await applicant.call('GET', `/api/v1/trademarks/${id}`)).body.data.attributes;
    expect(stored.details).toMatchObject({
      wordMark: { ckb: 'چای زاگرۆس', en: 'Zagros Tea' },
      classes: [{ classNumber: 30, terms: ['چا', 'قاوە'] }],
      owner: { type: 'natural', upn: PERSONS.owner },
      email,
      phone_number: '07501234567',
    });
    expect(stored.details.logo).toMatch(/^[0-9a-f-]{36}$/);
    const logo = (await applicant.call('GET', `/api/v1/files/${stored.details.logo}`)).body.data.attributes;
    expect(logo).toMatchObject({ kind: 'logo', contentType: 'image/png' });
  });
});

/** A number as the page writes it: Eastern Arabic digits in Kurdish (٢٩), Western in English. */
const formatNumber = (n: number, lang: Lang) => (lang === 'ckb' ? String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : String(n));

/** A word mark held through the API: بەختیار (Bakhtiyar) in class 29, meat, an open application. */
const HELD = { words: 'بەختیار', latin: 'Bakhtiyar', class: 29, unrelatedClass: 13 } as const;

/**
 * The word mark examined before submitting (issue 33 §1): a mark held in Kurdish letters refuses
 * the same name typed in English in its class, with the held mark's words, classes and status
 * shown; the submission is refused the same way at the field; in an unrelated class the mark is
 * allowed, the held one noted as a weak conflict.
 */
test('a word mark conflicting across scripts is refused in its class and allowed, noted, in an unrelated one', async ({ page, api }) => {
  test.setTimeout(120_000);
  const holderEmail = uniqueEmail('trademark-held');
  const holder = await api.signInApplicant(holderEmail);
  await holder.submitAndWait('/api/v1/trademarks', {
    wordMark: { ckb: HELD.words },
    classes: [{ classNumber: HELD.class, terms: ['گۆشت'] }],
    owner: { type: 'natural', upn: PERSONS.owner },
    email: holderEmail,
    phone_number: '07501234567',
  });
  // The marks held are a read model: the check refuses the mark once it has it.
  await expect
    .poll(
      async () =>
        (
          await api.call('POST', '/api/v1/public/trademarks/word-mark-check', {
            json: { wordMark: { en: HELD.latin }, classes: [HELD.class] },
          })
        ).body.data.attributes.allowed,
      { timeout: 15_000 },
    )
    .toBe(false);

  const email = uniqueEmail('trademark-conflict');
  const check = page.locator('#word-mark-check');
  const classBox = () => page.getByLabel(t('ckb')('form.classes.number'));
  await open(page, '/trademarks/register', 'ckb');

  await test.step('typed in English, the mark meets the Kurdish one held in its class: refused, the conflict shown', async () => {
    await page.getByLabel(t('ckb')('form.wordMark.en')).fill(HELD.latin);
    await expect(check).toContainText(t('ckb')('wordMarkCheck.needsClass'));
    await classBox().selectOption(String(HELD.class));
    await checkInCkbAndEn(page, 'trademark-word-mark-refused', async (lang) => {
      await expect(check.locator('[data-verdict="refused"]')).toBeVisible();
      await expect(check.locator('[data-reason="trademark.same-class-mark"]')).toContainText(t(lang)('wordMarkCheck.reason.sameClassMark'));
      const conflict = check.locator(`[data-conflict="${HELD.words}"]`);
      await expect(conflict).toHaveAttribute('data-verdict', 'refuse');
      // The held mark's classes in the page's digits (٢٩ in Kurdish), and its status.
      await expect(conflict).toContainText(formatNumber(HELD.class, lang));
      await expect(conflict).toContainText(t(lang)('wordMarkCheck.status.pending'));
      await expect(conflict).toContainText(HELD.latin);
    });
    await expect(check).toHaveAttribute('role', 'status');
  });

  await test.step('sent anyway, the registry refuses it at the word mark, in the error summary', async () => {
    await page.getByLabel(t('ckb')('form.classes.terms')).fill('گۆشت');
    await page.getByLabel(t('ckb')('form.owner.upn')).fill(PERSONS.owner);
    await page.getByLabel(t('ckb')('form.contact.email')).fill(email);
    await page.getByLabel(t('ckb')('form.contact.phone')).fill('07501234567');
    const seen = await api.mailIds(email);
    await page.getByRole('button', { name: t('ckb')('form.continue') }).click();
    await page.getByRole('button', { name: t('ckb')('check.send') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('ckb')('emailCode.title'));
    await page.locator('#trademark-code').fill(await api.nextCode(email, seen));
    await page.getByRole('button', { name: common('ckb')('emailCode.submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ckb')('form.title'));
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('ckb')('form.errorSummary') }) });
    await expect(summary.getByRole('link')).toHaveCount(1);
    // The examination's own message in Kurdish, naming the held mark, not a bare "422".
    await expect(summary.getByRole('link')).toContainText('نیشانەی پێشووتر');
    await expect(summary.getByRole('link')).toContainText(HELD.words);
    await expect(summary.getByRole('link')).toContainText(formatNumber(HELD.class, 'ckb'));
    await checkScreen(page, 'trademark-word-mark-refused-at-submission', 'ckb');
    await summary.getByRole('link').click();
    await expect(page.locator('#field-wordMark')).toBeFocused();
  });

  await test.step('in an unrelated class the mark is allowed, the held mark noted as a weak conflict', async () => {
    await classBox().selectOption(String(HELD.unrelatedClass));
    // The registry's refusal was about class 29: with the class changed it is gone from the summary.
    await expect(page.getByRole('heading', { name: t('ckb')('form.errorSummary') })).toHaveCount(0);
    await checkInCkbAndEn(page, 'trademark-word-mark-weak', async (lang) => {
      await expect(check.locator('[data-verdict="allowedWithNotes"]')).toBeVisible();
      await expect(check.locator('[data-note="weak"]')).toContainText(t(lang)('wordMarkCheck.weakNote'));
      const conflict = check.locator(`[data-conflict="${HELD.words}"]`);
      await expect(conflict).toHaveAttribute('data-verdict', 'weak');
      await expect(conflict).toContainText(formatNumber(HELD.class, lang));
    });
  });
});
