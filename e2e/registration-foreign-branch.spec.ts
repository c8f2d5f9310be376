import { PortalApi } from './support/api.js';
import { atStep, CONTRACT_PDF, field, PDF, png, REGISTRY_PERSONS } from './support/registration.js';
import { checkScreen, expect, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 8: register a branch of a foreign company, in Central Kurdish (right to left): the kind
 * chosen on /register is carried to the stepper (`?type=foreign_company`), the company type is a
 * branch type with the parent's country, the parent company holds the shares, the opening pledge
 * and the parent's papers are uploaded. Every step screenshot and checked by axe in ckb.
 */
test('foreign company branch (ckb): branch type and country, the parent company as shareholder, pledge and parent papers, submitted', async ({
  page,
  api,
}) => {
  test.setTimeout(300_000);
  const lang: Lang = 'ckb';
  const t = textsOf('registration', lang);
  const appForm = textsOf('application-form', lang);
  const form = textsOf('form', lang);
  const common = textsOf('common', lang);
  const email = 'e2e-registration-branch@example.org';
  const continueButton = page.getByRole('button', { name: t('actions.continue'), exact: true });
  const upload = async (path: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await page.locator(`#field-${path}`).setInputFiles(file);
    await expect(page.getByRole('listitem').filter({ hasText: file.name }).first()).toContainText(form('upload.done'));
  };

  await open(page, '/terms', lang);
  await page.getByRole('button', { name: textsOf('guides', lang)('terms.accept') }).click();
  await page.getByRole('radio', { name: t('choose.options.foreign_company.label'), exact: true }).check();
  await continueButton.click();

  await atStep(page, lang, 'basic-info', 'registration-branch-basic-info');
  await expect(page.getByRole('radio', { name: appForm('options.businessType.foreign_company'), exact: true })).toBeChecked();
  await expect(page.getByText(appForm('hints.foreignBranch'))).toBeVisible();
  await field(page, appForm('fields.email')).fill(email);
  await continueButton.click();

  await atStep(page, lang, 'verify-email', 'registration-branch-verify-email');
  const seen = await api.mailIds(email);
  await page.getByRole('button', { name: t('verify.send') }).click();
  const code = await api.nextCode(email, seen);
  await checkScreen(page, 'registration-branch-verify-code', lang);
  await page.getByRole('textbox', { name: common('emailCode.label') }).fill(code);
  await page.getByRole('button', { name: common('emailCode.submit') }).click();

  await expect(page).toHaveURL(/\/businesses\/register\/trade-name$/);
  await page.getByRole('radio', { name: appForm('options.locale.en'), exact: true }).check();
  await field(page, appForm('fields.name')).fill('Anatolia Cables Iraq');
  await expect(page.getByText(form('availability.available', { name: 'Anatolia Cables Iraq' }))).toBeVisible();
  await atStep(page, lang, 'trade-name', 'registration-branch-trade-name');
  await continueButton.click();

  await expect(page).toHaveURL(/\/businesses\/register\/company$/);
  // Only branch types are offered to a foreign company.
  await expect(field(page, appForm('fields.companyType')).locator('option')).toHaveText([
    appForm('options.choose'),
    appForm('options.branchCompanyType.kri_branch'),
    appForm('options.branchCompanyType.baghdad_branch'),
  ]);
  await field(page, appForm('fields.companyType')).selectOption('kri_branch');
  await field(page, appForm('fields.country')).selectOption('TR');
  await expect(field(page, appForm('fields.country'))).toHaveValue('TR');
  await field(page, appForm('fields.capital_in_number')).fill('٥٠٠٠٠٠');
  await field(page, form('place.province')).selectOption('sulaymaniyah');
  await field(page, form('place.district')).selectOption({ index: 1 });
  await field(page, form('activities.search')).fill('2732');
  await page.getByRole('checkbox', { name: /^2732/ }).check();
  await atStep(page, lang, 'company', 'registration-branch-company');
  await continueButton.click();

  await expect(page).toHaveURL(/\/businesses\/register\/ceo$/);
  const ceo = page.getByRole('group', { name: appForm('sections.ceo') });
  await field(ceo, appForm('fields.upn')).fill(REGISTRY_PERSONS.shareholder.upn);
  await field(ceo, appForm('fields.birth_date')).fill(REGISTRY_PERSONS.shareholder.birthDate);
  await field(ceo, appForm('fields.phone_number')).fill('07701112233');
  await upload('ceo-personal_image', png('branch-manager.png'));
  await upload('ceo-signature', png('branch-manager-signature.png', 64));
  await atStep(page, lang, 'ceo', 'registration-branch-ceo');
  await continueButton.click();

  await expect(page).toHaveURL(/\/businesses\/register\/shareholders$/);
  await page.getByRole('radio', { name: appForm('options.shareholderType.moral'), exact: true }).check();
  await page.locator('#field-shareholders-0-company_name').fill('Anatolia Kablo A.Ş.');
  await page.locator('#field-shareholders-0-country_of_registration').selectOption('TR');
  await page.locator('#field-shareholders-0-currency_type').fill('try');
  await page.locator('#field-shareholders-0-number_of_shares').fill('500000');
  await upload('shareholders-0-registration_licence', PDF);
  await atStep(page, lang, 'shareholders', 'registration-branch-shareholders');
  await continueButton.click();

  await expect(page).toHaveURL(/\/businesses\/register\/documents$/);
  // The address changes before the step's code has loaded and the previous step is taken down:
  // a click meanwhile went to the shareholders' Continue (seen once on a loaded machine).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('steps.documents.title'));
  // The pledge and the parent's papers are required of a branch: asked for before going on.
  await continueButton.click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('errorSummaryTitle') }) });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(2);
  await checkScreen(page, 'registration-branch-documents-required', lang);
  await upload('attachments-primary_certificate', CONTRACT_PDF);
  await upload('attachments-parent_company_documents', PDF);
  await atStep(page, lang, 'documents', 'registration-branch-documents');
  await continueButton.click();

  await expect(page).toHaveURL(/\/businesses\/register\/contract$/);
  // The clauses are written from the answers (issue 23 §2): only the goals, notes and lawyer are typed.
  await expect(page.locator('[data-clause="capital"]')).toContainText('٥٠٠٬٠٠٠');
  await field(page, appForm('fields.goals')).fill('فرۆشتنی بەرهەمەکانی کۆمپانیای دایک لە هەرێمدا.');
  await field(page, appForm('fields.lawyer_name')).fill('هێمن سەعید');
  await field(page, appForm('fields.lawyer_phone')).fill('07509998877');
  await atStep(page, lang, 'contract', 'registration-branch-contract');
  await continueButton.click();

  await atStep(page, lang, 'register', 'registration-branch-register');
  // The parent company's country and the shareholder's read as the country's name, not its code (issue 21 §3).
  const review = page.getByRole('region', { name: t('register.reviewHeading') });
  await expect(review.getByRole('definition').filter({ hasText: /^تورکیا$/ })).toHaveCount(2);
  await page.getByRole('button', { name: t('register.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register.doneHeading'));
  // The visit: the directorate of the company's province, by name (issue 21 §5).
  await expect(page.getByRole('heading', { level: 3, name: 'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی سلێمانی' })).toBeVisible();
  await checkScreen(page, 'registration-branch-submitted', lang);

  const session = new PortalApi(api.baseUrl, (await page.evaluate(() => localStorage.getItem('accessToken')))!);
  const list = await session.call('GET', '/api/v1/businesses');
  const application = (await session.call('GET', `/api/v1/businesses/${list.body.data[0].id}`)).body.data.attributes;
  expect(application.details).toMatchObject({
    type: 'foreign_company',
    company: { type: 'kri_branch', country: 'TR', capital_in_number: 500_000 },
  });
  expect(application.details.attachments.parent_company_documents).toHaveLength(1);
  expect(application.details.shareholders[0]).toMatchObject({ type: 'moral', company_name: 'Anatolia Kablo A.Ş.', currency_type: 'TRY' });

  // Issue 34 §4: a branch everywhere. Its row in My applications says branch, and its contract
  // names the parent company, the parent's country and the branch's manager.
  const mine = textsOf('applicant', lang);
  const status = textsOf('my-application', lang);
  await open(page, '/my-applications', lang);
  const row = page.locator(`[data-application-id="${list.body.data[0].id}"]`);
  await expect(row.locator('[data-application-kind]')).toHaveText(mine('kind.branch'));
  await checkScreen(page, 'registration-branch-my-applications', lang);

  await open(page, `/my-applications/businesses/${list.body.data[0].id}/contract`, lang);
  const sheet = page.locator('#establishment-contract');
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(status('contract.sheetTitleBranch'));
  const parent = sheet.locator('[data-clause="parent"]');
  await expect(parent).toContainText('Anatolia Kablo A.Ş.');
  await expect(parent).toContainText('تورکیا');
  await expect(sheet.locator('[data-clause="coordinator"]')).toContainText(status('contract.coordinatorBranch'));
  await expect(sheet).not.toContainText(status('contract.address'));
  await checkScreen(page, 'registration-branch-contract-sheet', lang);
});
