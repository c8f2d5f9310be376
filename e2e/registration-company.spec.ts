import { PortalApi } from './support/api.js';
import { cashReceipt, transit } from './support/applicant-journeys.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { atStep, CONTRACT_PDF, field, PDF, png, REGISTRY_PERSONS } from './support/registration.js';
import { checkScreen, expect, open, test } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 8: register a limited company with two natural shareholders and a government
 * shareholder, a lawyer applying for it, uploading real PDF and PNG files. Every step screenshot
 * and checked by axe, in Central Kurdish and in English. In Central Kurdish the journey goes on
 * to the end: a reviewer (through the API) returns it with field comments, the applicant corrects
 * it in the browser (a new PDF for the government's authorization letter, the bank's name) and
 * resubmits, and once approved and paid it is in the gazette with its UEN.
 */
/** A name of its own per language: the registers spec registers another company first in a full run. */
const COMPANIES = {
  en: { name: 'کۆمپانیای دارستانی زاگرۆس', latin: 'Zagros Forest Company', email: 'e2e-registration-company@example.org' },
  ckb: { name: 'کۆمپانیای ڕووباری سیروان', latin: 'Sirwan River Company', email: 'e2e-registration-company-ckb@example.org' },
} as const;

/** A text of the locale files with its numbers left open: digits are written in the page's own numerals. */
const withAnyNumbers = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/§/g, '[\\d\u0660-\u0669,\u066c.]+'));

for (const lang of ['ckb', 'en'] as const)
  test(`limited company (${lang}): natural and government shareholders, a lawyer applies, real PDF/PNG uploads, submitted${lang === 'ckb' ? ', returned, corrected in the browser, registered' : ''}`, async ({
    page,
    api,
  }) => {
    test.setTimeout(300_000);
    const company = COMPANIES[lang];
    const t = textsOf('registration', lang);
    const appForm = textsOf('application-form', lang);
    const form = textsOf('form', lang);
    const common = textsOf('common', lang);
    const email = company.email;
    const continueButton = page.getByRole('button', { name: t('actions.continue'), exact: true });
    const upload = async (path: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      await page.locator(`#field-${path}`).setInputFiles(file);
      await expect(page.getByRole('listitem').filter({ hasText: file.name }).first()).toContainText(form('upload.done'));
    };

    await open(page, '/terms', lang);
    await page.getByRole('button', { name: textsOf('guides', lang)('terms.accept') }).click();
    await page.getByRole('radio', { name: t('choose.options.local_company.label'), exact: true }).check();
    await continueButton.click();

    await atStep(page, lang, 'basic-info', 'registration-company-basic-info');
    await expect(page.getByRole('radio', { name: appForm('options.businessType.local_company'), exact: true })).toBeChecked();
    await field(page, appForm('fields.email')).fill(email);
    await continueButton.click();

    await atStep(page, lang, 'verify-email', 'registration-company-verify-email');
    const seen = await api.mailIds(email);
    await page.getByRole('button', { name: t('verify.send') }).click();
    const code = await api.nextCode(email, seen);
    await page.getByRole('textbox', { name: common('emailCode.label') }).fill(code);
    await page.getByRole('button', { name: common('emailCode.submit') }).click();

    await expect(page).toHaveURL(/\/businesses\/register\/trade-name$/);
    // The name's language starts as the page's (issue 34 §2); this name is Sorani, its spelling in English beside it.
    await page.getByRole('radio', { name: appForm('options.locale.ckb') }).check();
    await field(page, appForm('fields.name')).fill(company.name);
    await page.getByRole('textbox', { name: appForm('options.locale.en') }).fill(company.latin);
    await expect(page.getByText(form('availability.available', { name: company.name }))).toBeVisible();
    await atStep(page, lang, 'trade-name', 'registration-company-trade-name');
    await continueButton.click();

    await expect(page).toHaveURL(/\/businesses\/register\/company$/);
    await field(page, appForm('fields.companyType')).selectOption('limited');
    await field(page, appForm('fields.capital_in_number')).fill('1,000,000');
    await upload('company-capital_document', PDF);
    await field(page, appForm('fields.bank_name')).fill('Cihan Bank');
    await field(page, appForm('fields.bank_number')).fill('DL-2026-0042');
    await field(page, appForm('fields.bank_date')).fill('2026-01-15');
    await field(page, form('place.province')).selectOption('erbil');
    await field(page, form('place.district')).selectOption('erbil-soran');
    await field(page, appForm('fields.street')).fill('100 Metre Street');
    // The map: a click places the point, the coordinates follow.
    await page.getByRole('application', { name: form('location.mapLabel') }).click({ position: { x: 300, y: 170 } });
    await expect(field(page, form('location.latitude'))).not.toHaveValue('');
    await field(page, appForm('fields.income')).fill('250000000');
    await field(page, form('activities.search')).fill('4711');
    await page.getByRole('checkbox', { name: /^4711/ }).check();
    await atStep(page, lang, 'company', 'registration-company-company');
    await continueButton.click();

    await expect(page).toHaveURL(/\/businesses\/register\/ceo$/);
    const ceo = page.getByRole('group', { name: appForm('sections.ceo') });
    await field(ceo, appForm('fields.upn')).fill(REGISTRY_PERSONS.ceo.upn);
    await field(ceo, appForm('fields.full_name')).fill('Karwan Abdullah Ahmed');
    await field(ceo, appForm('fields.birth_date')).fill(REGISTRY_PERSONS.ceo.birthDate);
    await field(ceo, appForm('fields.phone_number')).fill('+9647501234567');
    await field(page, appForm('fields.document_expiry')).fill('2033-12-31');
    await upload('ceo-personal_image', png('ceo-photo.png'));
    await upload('ceo-signature', png('ceo-signature.png', 64));
    await page.getByRole('radio', { name: appForm('options.yesNo.no'), exact: true }).check();
    const lawyer = page.getByRole('group', { name: appForm('sections.applicant') });
    await field(lawyer, appForm('fields.lawyerUpn')).fill(REGISTRY_PERSONS.lawyer.upn);
    await field(lawyer, appForm('fields.lawyerName')).fill('Ahmed Al-Jubouri');
    await field(lawyer, appForm('fields.union_card_number')).fill('KBA-20931');
    await upload('applicant-union_card', png('union-card.png'));
    await upload('applicant-power_of_attorney', CONTRACT_PDF);
    await atStep(page, lang, 'ceo', 'registration-company-ceo');
    await continueButton.click();

    await expect(page).toHaveURL(/\/businesses\/register\/shareholders$/);
    await page.getByRole('button', { name: appForm('actions.addNatural') }).click();
    await page.getByRole('button', { name: appForm('actions.addGovernment') }).click();
    await page.locator('#field-shareholders-0-upn').fill(REGISTRY_PERSONS.ceo.upn);
    await page.locator('#field-shareholders-0-number_of_shares').fill('500000');
    await upload('shareholders-0-signature', png('shareholder-1-signature.png', 64));
    await page.locator('#field-shareholders-1-upn').fill(REGISTRY_PERSONS.shareholder.upn);
    await page.locator('#field-shareholders-1-number_of_shares').fill('300000');
    await page.locator('#field-shareholders-2-entity_name').fill('وەزارەتی بازرگانی و پیشەسازی');
    await page.locator('#field-shareholders-2-number_of_shares').fill('200000');
    await upload('shareholders-2-authorization_letter', PDF);
    await expect(page.getByText(withAnyNumbers(appForm('shareholders.total', { total: '§', capital: '§' })))).toBeVisible();
    await atStep(page, lang, 'shareholders', 'registration-company-shareholders');
    await continueButton.click();

    await expect(page).toHaveURL(/\/businesses\/register\/documents$/);
    // The beneficial-owner form in its two signed copies (spec §9).
    await page
      .locator('#field-attachments-beneficial_owner_forms')
      .setInputFiles([PDF, { ...PDF, name: 'beneficial-owner-form-copy-2.pdf' }]);
    for (const name of [PDF.name, 'beneficial-owner-form-copy-2.pdf'])
      await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toContainText(form('upload.done'));
    await upload('attachments-company_minutes', CONTRACT_PDF);
    await atStep(page, lang, 'documents', 'registration-company-documents');
    await continueButton.click();

    await expect(page).toHaveURL(/\/businesses\/register\/contract$/);
    // The clauses are written from the answers (issue 23 §2): only the goals, notes and lawyer are typed.
    // Previewed in the reader's language: the name as spelt in it (the printed contract is Kurdish).
    await expect(page.locator('[data-clause="name"]')).toContainText(lang === 'ckb' ? company.name : company.latin);
    await field(page, appForm('fields.goals')).fill('بازرگانی گشتی و هاوردەکردنی کەرەستەی خۆراک.');
    await field(page, appForm('fields.lawyer_name')).fill('ئەحمەد حوسێن');
    await field(page, appForm('fields.lawyer_phone')).fill('07701234567');
    await atStep(page, lang, 'contract', 'registration-company-contract');
    await continueButton.click();

    await expect(page).toHaveURL(/\/businesses\/register\/register$/);
    await atStep(page, lang, 'register', 'registration-company-register');
    await page.getByRole('button', { name: t('register.submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register.doneHeading'));
    await checkScreen(page, 'registration-company-submitted', lang);

    // The registry has it, as sent: a limited company, the lawyer applying, three shareholders, the uploads attached.
    const session = new PortalApi(api.baseUrl, (await page.evaluate(() => localStorage.getItem('accessToken')))!);
    const list = await session.call('GET', '/api/v1/businesses');
    const id = list.body.data[0].id as string;
    const application = (await session.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes;
    expect(application.status).toBe('submitted');
    expect(application.details.company).toMatchObject({ type: 'limited', project_type: 'private', capital_in_number: 1_000_000 });
    expect(application.details.applicant).toMatchObject({
      ceo_is_applicant: false,
      upn: REGISTRY_PERSONS.lawyer.upn,
      union_card_number: 'KBA-20931',
    });
    expect(application.details.shareholders.map((s: { type: string; number_of_shares: number }) => [s.type, s.number_of_shares])).toEqual([
      ['natural', 500_000],
      ['natural', 300_000],
      ['government', 200_000],
    ]);
    expect(application.details.ceo.personal_image).toMatch(/^[0-9a-f-]{36}$/);

    if (lang !== 'ckb') return;
    const mine = textsOf('my-application', lang);
    const reviewer = await signInStaffApi(api, demoAccount('reviewer'));

    await test.step('a reviewer returns it with comments on two fields of the business info', async () => {
      await transit(reviewer, 'businesses', id, 'start_legal_check');
      const returned = await transit(reviewer, 'businesses', id, 'return_to_applicant', {
        reason: 'زانیارییەکانی کۆمپانیا تەواو نین',
        target: 'requires_business_correction',
        fieldComments: {
          'shareholders[2].authorization_letter': 'نووسراوی ڕێگەپێدانی واژووکراو باربکە',
          'company.bank_name': 'ناوی بانکەکە بنووسە',
        },
      });
      expect(returned.status).toBe('requires_business_correction');
    });

    await test.step('the applicant corrects it in the browser and sends it again', async () => {
      await page.goto(`/my-applications/businesses/${id}`);
      await page.getByRole('link', { name: mine('actions.correct') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mine('correct.title'));
      const bank = field(page, appForm('fields.bank_name'));
      await expect(bank).toHaveAccessibleDescription(/ناوی بانکەکە بنووسە/);
      await expect(page.locator('#field-shareholders-2-authorization_letter')).toHaveAccessibleDescription(
        /نووسراوی ڕێگەپێدانی واژووکراو باربکە/,
      );
      // The application's own answers and uploads are there.
      await expect(page.locator('#field-shareholders-2-entity_name')).toHaveValue('وەزارەتی بازرگانی و پیشەسازی');
      await expect(page.getByRole('listitem').filter({ hasText: PDF.name }).first()).toBeVisible();
      await bank.fill('بانکی کوردستان');
      // A one-file field holding its file: remove it, then choose the new one.
      await page.locator('#field-shareholders-2-authorization_letter').click();
      await upload('shareholders-2-authorization_letter', { ...CONTRACT_PDF, name: 'authorization-letter-signed.pdf' });
      await checkScreen(page, 'registration-company-correction', lang);
      // Saved, then sent once (issue 34 §1): the page says every commented part is corrected.
      await page.getByRole('button', { name: mine('correct.save') }).click();
      const resubmission = page.getByRole('region', { name: mine('correct.resubmitTitle') });
      await expect(resubmission.getByRole('status')).toHaveText(mine('correct.allDone'));
      await resubmission.getByRole('button', { name: mine('correct.resubmit') }).click();
      await expect(page).toHaveURL(new RegExp(`/my-applications/businesses/${id}$`), { timeout: 20_000 });
      await expect(page.locator('[data-status="submitted"]')).toBeVisible();
      const corrected = (await reviewer.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes;
      expect(corrected.details.company.bank_name).toBe('بانکی کوردستان');
      expect(corrected.details.shareholders[2].authorization_letter).not.toBe(application.details.shareholders[2].authorization_letter);
      expect(corrected.details.contract).toEqual(application.details.contract);
    });

    await test.step('approved and paid: registered, and in the gazette with its UEN', async () => {
      await transit(reviewer, 'businesses', id, 'start_legal_check');
      await transit(reviewer, 'businesses', id, 'recommend_approval');
      await transit(await signInStaffApi(api, demoAccount('director')), 'businesses', id, 'approve');
      const registered = await transit(
        await signInStaffApi(api, demoAccount('cashier')),
        'businesses',
        id,
        'confirm_payment',
        cashReceipt(),
      );
      expect(registered.status).toBe('registered');
      expect(registered.uen).toMatch(/^\d{14}$/);
      await open(page, '/publications', lang);
      const row = page.getByRole('row').filter({ hasText: company.name });
      await expect(row).toBeVisible();
      await expect(row).toContainText(registered.uen);
      await checkScreen(page, 'registration-company-publications', lang);
    });
  });
