import { PortalApi } from './support/api.js';
import { cashReceipt, inCkbAndEn, transit } from './support/applicant-journeys.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { atStep, CONTRACT_PDF, field, PDF, png, REGISTRY_PERSONS } from './support/registration.js';
import { checkScreen, expect, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 8: register a limited company with two natural shareholders and a government
 * shareholder, a lawyer applying for it, uploading real PDF and PNG files. The journey is walked
 * once, in Central Kurdish (the portal's default); every screen on the way is checked (its texts,
 * axe, a screenshot) in Central Kurdish and then in English, switched in place through the
 * header's language menu (a registration step keeps what was typed and uploaded), and switched
 * back for the journey to go on. After the submission a reviewer (through the API) returns it
 * with field comments, the applicant corrects it in the browser (a new PDF for the government's
 * authorization letter, the bank's name) and resubmits, and once approved and paid it is in the
 * gazette with its UEN; the correction page and the gazette are checked in both languages too.
 */
/** A name and an applicant of its own: the registers spec registers another company first in a full run. */
const COMPANY = { name: 'کۆمپانیای ڕووباری سیروان', latin: 'Sirwan River Company', email: 'e2e-registration-company-ckb@example.org' };

/** A text of the locale files with its numbers left open: digits are written in the page's own numerals. */
const withAnyNumbers = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/§/g, '[\\d\u0660-\u0669,\u066c.]+'));

/** The texts a screen of the journey is read by, in one language. */
const textsIn = (lang: Lang) => ({
  t: textsOf('registration', lang),
  appForm: textsOf('application-form', lang),
  form: textsOf('form', lang),
  common: textsOf('common', lang),
  mine: textsOf('my-application', lang),
});

test('limited company: natural and government shareholders, a lawyer applies, real PDF/PNG uploads, submitted, returned, corrected in the browser, registered (ckb, each screen in en too)', async ({
  page,
  api,
}) => {
  test.setTimeout(300_000);
  const company = COMPANY;
  const { t, appForm, form, common, mine } = textsIn('ckb');
  const email = company.email;
  const continueButton = (lang: Lang = 'ckb') => page.getByRole('button', { name: textsIn(lang).t('actions.continue'), exact: true });
  /** The uploaded file's row says it is in, in the page's language. */
  const uploaded = (name: string, lang: Lang) =>
    expect(page.getByRole('listitem').filter({ hasText: name }).first()).toContainText(textsIn(lang).form('upload.done'));
  const upload = async (path: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await page.locator(`#field-${path}`).setInputFiles(file);
    await uploaded(file.name, 'ckb');
  };

  await open(page, '/terms', 'ckb');
  const accept = (lang: Lang) => page.getByRole('button', { name: textsOf('guides', lang)('terms.accept') });
  await inCkbAndEn(page, (lang) => expect(accept(lang)).toBeVisible());
  await accept('ckb').click();
  const localCompany = (lang: Lang) =>
    page.getByRole('radio', { name: textsIn(lang).t('choose.options.local_company.label'), exact: true });
  await localCompany('ckb').check();
  await inCkbAndEn(page, async (lang) => {
    await expect(localCompany(lang)).toBeChecked();
    await expect(continueButton(lang)).toBeVisible();
  });
  await continueButton().click();

  await inCkbAndEn(page, async (lang) => {
    await atStep(page, lang, 'basic-info', 'registration-company-basic-info');
    const texts = textsIn(lang);
    await expect(page.getByRole('radio', { name: texts.appForm('options.businessType.local_company'), exact: true })).toBeChecked();
    await expect(field(page, texts.appForm('fields.email'))).toBeVisible();
    await expect(continueButton(lang)).toBeVisible();
  });
  await field(page, appForm('fields.email')).fill(email);
  await continueButton().click();

  await inCkbAndEn(page, async (lang) => {
    await atStep(page, lang, 'verify-email', 'registration-company-verify-email');
    await expect(page.getByRole('button', { name: textsIn(lang).t('verify.send') })).toBeVisible();
  });
  const seen = await api.mailIds(email);
  await page.getByRole('button', { name: t('verify.send') }).click();
  const code = await api.nextCode(email, seen);
  await inCkbAndEn(page, async (lang) => {
    await expect(page.getByRole('textbox', { name: textsIn(lang).common('emailCode.label') })).toBeVisible();
    await expect(page.getByRole('button', { name: textsIn(lang).common('emailCode.submit') })).toBeVisible();
  });
  await page.getByRole('textbox', { name: common('emailCode.label') }).fill(code);
  await page.getByRole('button', { name: common('emailCode.submit') }).click();

  await expect(page).toHaveURL(/\/businesses\/register\/trade-name$/);
  // The name's language starts as the page's (issue 34 §2); this name is Sorani, its spelling in English beside it.
  await page.getByRole('radio', { name: appForm('options.locale.ckb') }).check();
  await field(page, appForm('fields.name')).fill(company.name);
  await page.getByRole('textbox', { name: appForm('options.locale.en') }).fill(company.latin);
  await inCkbAndEn(page, async (lang) => {
    const texts = textsIn(lang);
    await expect(page.getByRole('radio', { name: texts.appForm('options.locale.ckb') })).toBeChecked();
    await expect(field(page, texts.appForm('fields.name'))).toHaveValue(company.name);
    await expect(page.getByRole('textbox', { name: texts.appForm('options.locale.en') })).toHaveValue(company.latin);
    await expect(page.getByText(texts.form('availability.available', { name: company.name }))).toBeVisible();
    await atStep(page, lang, 'trade-name', 'registration-company-trade-name');
    await expect(continueButton(lang)).toBeVisible();
  });
  await continueButton().click();

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
  await inCkbAndEn(page, async (lang) => {
    const texts = textsIn(lang);
    await expect(field(page, texts.appForm('fields.companyType'))).toHaveValue('limited');
    await expect(field(page, texts.appForm('fields.capital_in_number'))).toHaveValue('1,000,000');
    await uploaded(PDF.name, lang);
    await expect(field(page, texts.appForm('fields.bank_name'))).toHaveValue('Cihan Bank');
    await expect(field(page, texts.appForm('fields.bank_number'))).toHaveValue('DL-2026-0042');
    await expect(field(page, texts.appForm('fields.bank_date'))).toHaveValue('2026-01-15');
    await expect(field(page, texts.form('place.province'))).toHaveValue('erbil');
    await expect(field(page, texts.form('place.district'))).toHaveValue('erbil-soran');
    await expect(field(page, texts.appForm('fields.street'))).toHaveValue('100 Metre Street');
    await expect(page.getByRole('application', { name: texts.form('location.mapLabel') })).toBeVisible();
    await expect(field(page, texts.form('location.latitude'))).not.toHaveValue('');
    await expect(field(page, texts.appForm('fields.income'))).toHaveValue('250000000');
    await expect(field(page, texts.form('activities.search'))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^4711/ })).toBeChecked();
    await atStep(page, lang, 'company', 'registration-company-company');
    await expect(continueButton(lang)).toBeVisible();
  });
  await continueButton().click();

  await expect(page).toHaveURL(/\/businesses\/register\/ceo$/);
  const ceo = (lang: Lang = 'ckb') => page.getByRole('group', { name: textsIn(lang).appForm('sections.ceo') });
  const lawyer = (lang: Lang = 'ckb') => page.getByRole('group', { name: textsIn(lang).appForm('sections.applicant') });
  const notTheCeo = (lang: Lang = 'ckb') => page.getByRole('radio', { name: textsIn(lang).appForm('options.yesNo.no'), exact: true });
  await field(ceo(), appForm('fields.upn')).fill(REGISTRY_PERSONS.ceo.upn);
  await field(ceo(), appForm('fields.full_name')).fill('Karwan Abdullah Ahmed');
  await field(ceo(), appForm('fields.birth_date')).fill(REGISTRY_PERSONS.ceo.birthDate);
  await field(ceo(), appForm('fields.phone_number')).fill('+9647501234567');
  await field(page, appForm('fields.document_expiry')).fill('2033-12-31');
  await upload('ceo-personal_image', png('ceo-photo.png'));
  await upload('ceo-signature', png('ceo-signature.png', 64));
  await notTheCeo().check();
  await field(lawyer(), appForm('fields.lawyerUpn')).fill(REGISTRY_PERSONS.lawyer.upn);
  await field(lawyer(), appForm('fields.lawyerName')).fill('Ahmed Al-Jubouri');
  await field(lawyer(), appForm('fields.union_card_number')).fill('KBA-20931');
  await upload('applicant-union_card', png('union-card.png'));
  await upload('applicant-power_of_attorney', CONTRACT_PDF);
  await inCkbAndEn(page, async (lang) => {
    const texts = textsIn(lang);
    await expect(field(ceo(lang), texts.appForm('fields.upn'))).toHaveValue(REGISTRY_PERSONS.ceo.upn);
    await expect(field(ceo(lang), texts.appForm('fields.full_name'))).toHaveValue('Karwan Abdullah Ahmed');
    await expect(field(ceo(lang), texts.appForm('fields.birth_date'))).toHaveValue(REGISTRY_PERSONS.ceo.birthDate);
    await expect(field(ceo(lang), texts.appForm('fields.phone_number'))).toHaveValue('+9647501234567');
    await expect(field(page, texts.appForm('fields.document_expiry'))).toHaveValue('2033-12-31');
    for (const name of ['ceo-photo.png', 'ceo-signature.png', 'union-card.png', CONTRACT_PDF.name]) await uploaded(name, lang);
    await expect(notTheCeo(lang)).toBeChecked();
    await expect(field(lawyer(lang), texts.appForm('fields.lawyerUpn'))).toHaveValue(REGISTRY_PERSONS.lawyer.upn);
    await expect(field(lawyer(lang), texts.appForm('fields.lawyerName'))).toHaveValue('Ahmed Al-Jubouri');
    await expect(field(lawyer(lang), texts.appForm('fields.union_card_number'))).toHaveValue('KBA-20931');
    await atStep(page, lang, 'ceo', 'registration-company-ceo');
    await expect(continueButton(lang)).toBeVisible();
  });
  await continueButton().click();

  await expect(page).toHaveURL(/\/businesses\/register\/shareholders$/);
  const addShareholder = (kind: 'addNatural' | 'addGovernment', lang: Lang = 'ckb') =>
    page.getByRole('button', { name: textsIn(lang).appForm(`actions.${kind}`) });
  await addShareholder('addNatural').click();
  await addShareholder('addGovernment').click();
  await page.locator('#field-shareholders-0-upn').fill(REGISTRY_PERSONS.ceo.upn);
  await page.locator('#field-shareholders-0-number_of_shares').fill('500000');
  await upload('shareholders-0-signature', png('shareholder-1-signature.png', 64));
  await page.locator('#field-shareholders-1-upn').fill(REGISTRY_PERSONS.shareholder.upn);
  await page.locator('#field-shareholders-1-number_of_shares').fill('300000');
  await page.locator('#field-shareholders-2-entity_name').fill('وەزارەتی بازرگانی و پیشەسازی');
  await page.locator('#field-shareholders-2-number_of_shares').fill('200000');
  await upload('shareholders-2-authorization_letter', PDF);
  await inCkbAndEn(page, async (lang) => {
    await expect(addShareholder('addNatural', lang)).toBeVisible();
    await expect(addShareholder('addGovernment', lang)).toBeVisible();
    for (const name of ['shareholder-1-signature.png', PDF.name]) await uploaded(name, lang);
    await expect(page.getByText(withAnyNumbers(textsIn(lang).appForm('shareholders.total', { total: '§', capital: '§' })))).toBeVisible();
    await atStep(page, lang, 'shareholders', 'registration-company-shareholders');
    await expect(continueButton(lang)).toBeVisible();
  });
  await continueButton().click();

  await expect(page).toHaveURL(/\/businesses\/register\/documents$/);
  // The beneficial-owner form in its two signed copies (spec §9).
  const ownerForms = [PDF, { ...PDF, name: 'beneficial-owner-form-copy-2.pdf' }];
  await page.locator('#field-attachments-beneficial_owner_forms').setInputFiles(ownerForms);
  for (const { name } of ownerForms) await uploaded(name, 'ckb');
  await upload('attachments-company_minutes', CONTRACT_PDF);
  await inCkbAndEn(page, async (lang) => {
    for (const name of [...ownerForms.map((file) => file.name), CONTRACT_PDF.name]) await uploaded(name, lang);
    await atStep(page, lang, 'documents', 'registration-company-documents');
    await expect(continueButton(lang)).toBeVisible();
  });
  await continueButton().click();

  await expect(page).toHaveURL(/\/businesses\/register\/contract$/);
  // The clauses are written from the answers (issue 23 §2): only the goals, notes and lawyer are typed.
  const goals = 'بازرگانی گشتی و هاوردەکردنی کەرەستەی خۆراک.';
  await field(page, appForm('fields.goals')).fill(goals);
  await field(page, appForm('fields.lawyer_name')).fill('ئەحمەد حوسێن');
  await field(page, appForm('fields.lawyer_phone')).fill('07701234567');
  await inCkbAndEn(page, async (lang) => {
    const texts = textsIn(lang);
    // Previewed in the reader's language: the name as spelt in it (the printed contract is Kurdish).
    await expect(page.locator('[data-clause="name"]')).toContainText(lang === 'ckb' ? company.name : company.latin);
    await expect(field(page, texts.appForm('fields.goals'))).toHaveValue(goals);
    await expect(field(page, texts.appForm('fields.lawyer_name'))).toHaveValue('ئەحمەد حوسێن');
    await expect(field(page, texts.appForm('fields.lawyer_phone'))).toHaveValue('07701234567');
    await atStep(page, lang, 'contract', 'registration-company-contract');
    await expect(continueButton(lang)).toBeVisible();
  });
  await continueButton().click();

  await expect(page).toHaveURL(/\/businesses\/register\/register$/);
  await inCkbAndEn(page, async (lang) => {
    await atStep(page, lang, 'register', 'registration-company-register');
    await expect(page.getByRole('button', { name: textsIn(lang).t('register.submit') })).toBeVisible();
  });
  await page.getByRole('button', { name: t('register.submit') }).click();
  await inCkbAndEn(page, async (lang) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsIn(lang).t('register.doneHeading'));
    await checkScreen(page, 'registration-company-submitted', lang);
  });

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
    // The application's upload is there before it is replaced.
    await uploaded(PDF.name, 'ckb');
    await field(page, appForm('fields.bank_name')).fill('بانکی کوردستان');
    // A one-file field holding its file: remove it, then choose the new one.
    await page.locator('#field-shareholders-2-authorization_letter').click();
    await upload('shareholders-2-authorization_letter', { ...CONTRACT_PDF, name: 'authorization-letter-signed.pdf' });
    // Switched in place after the typing: the page keeps what was typed and uploaded.
    await inCkbAndEn(page, async (lang) => {
      const texts = textsIn(lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.mine('correct.title'));
      await expect(field(page, texts.appForm('fields.bank_name'))).toHaveAccessibleDescription(/ناوی بانکەکە بنووسە/);
      await expect(page.locator('#field-shareholders-2-authorization_letter')).toHaveAccessibleDescription(
        /نووسراوی ڕێگەپێدانی واژووکراو باربکە/,
      );
      // The application's own answers are there, and what the applicant changed.
      await expect(page.locator('#field-shareholders-2-entity_name')).toHaveValue('وەزارەتی بازرگانی و پیشەسازی');
      await expect(field(page, texts.appForm('fields.bank_name'))).toHaveValue('بانکی کوردستان');
      await uploaded('authorization-letter-signed.pdf', lang);
      if (lang === 'en') await checkScreen(page, 'registration-company-correction', lang);
    });
    await checkScreen(page, 'registration-company-correction', 'ckb');
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
    const registered = await transit(await signInStaffApi(api, demoAccount('cashier')), 'businesses', id, 'confirm_payment', cashReceipt());
    expect(registered.status).toBe('registered');
    expect(registered.uen).toMatch(/^\d{14}$/);
    await open(page, '/publications', 'ckb');
    await inCkbAndEn(page, async (lang) => {
      // The name as spelt in the reader's language, as in the contract's preview.
      const row = page.getByRole('row').filter({ hasText: lang === 'ckb' ? company.name : company.latin });
      await expect(row).toBeVisible();
      await expect(row).toContainText(registered.uen);
      await checkScreen(page, 'registration-company-publications', lang);
    });
  });
});
