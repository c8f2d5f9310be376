import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PortalApi, visitorAddress } from './support/api.js';
import { inEnglish } from './support/applicant-journeys.js';
import { atStep, field, signInBrowser, withDraft, withTermsAccepted } from './support/registration.js';
import { backdateCodeSends, tradeNamePayload } from './support/seed.js';
import { checkScreen, expect, expectNoAxeViolations, languageRun, open, test, useLanguage, type Lang } from './support/test.js';
import { escapeRegExp, textsOf } from './support/texts.js';

/**
 * Issue 23 §8–§10 in the browser: a registration started on one device (a browser context)
 * continues on another after signing in by code; the profile page; the unread badge and the
 * account menu of the header; every foreign-branch entry point opens the branch flow; a local
 * company's documents step asks for no branch paper and links the beneficial-owner form. Each
 * point has its screenshot; axe on every new or changed screen in ckb and en here, ar and kmr below.
 * The journey is walked once, in ckb (the portal's default); each screen it checks is checked in
 * ckb and then in en, switched in place through the header's language menu (the page's state
 * kept, the profile's language radio included), with
 * the en texts, digits and direction, and switched back for the journey to go on.
 */

/** Another device: a browser context of its own (its own storage, its own visitor address). */
async function device(browser: Browser, baseURL: string, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
  const page = await context.newPage();
  await useLanguage(page, lang);
  return { context, page };
}

/** The session the browser holds (signed in by code), for the API calls a test makes as that applicant. */
async function sessionOf(page: Page, baseURL: string): Promise<PortalApi> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  return new PortalApi(baseURL, token!);
}

/** The badge's link: "Notifications: 1 unread" in the page's digits (١ in Sorani and Arabic; `digit` narrows it). */
const unreadOne = (common: (key: string, params?: Record<string, string>) => string, digit = '[1١]') =>
  new RegExp(`^${escapeRegExp(common('account.notificationsUnread', { formatted: '§' })).replace('§', digit)}$`);

/** A company draft of a local company, every step before the documents done (the values the steps need are irrelevant here). */
const localCompanyDraft = (email: string) => ({ type: 'local_company', email });
const DONE_BEFORE_DOCUMENTS = ['basic-info', 'trade-name', 'company', 'ceo', 'shareholders'];

async function expectLocalDocumentsStep(page: Page, lang: Lang) {
  const appForm = textsOf('application-form', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsOf('registration', lang)('steps.documents.title'));
  // No branch paper for a local company: neither the opening pledge nor the parent company's papers.
  await expect(page.locator('#field-attachments-primary_certificate')).toHaveCount(0);
  await expect(page.locator('#field-attachments-parent_company_documents')).toHaveCount(0);
  await expect(page.getByText(appForm('fields.primary_certificate'))).toHaveCount(0);
  // The beneficial-owner form is a link to the PDF, not its path as text.
  const formLink = page.getByRole('link', { name: /PDF/ }).filter({ hasText: /./ }).and(page.locator('a[href$="/static/2.pdf"]'));
  await expect(formLink).toBeVisible();
  await expect(page.getByText('(/static/2.pdf)')).toHaveCount(0);
  const pdf = await page.request.get(await formLink.getAttribute('href').then((href) => href!));
  expect(pdf.headers()['content-type']).toContain('application/pdf');
}

test('a draft started on one device continues on another after signing in by code; profile, badge, branch entry points, local documents (ckb, each screen in en too)', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(360_000);
  const t = textsOf('registration', 'ckb');
  const appForm = textsOf('application-form', 'ckb');
  const common = textsOf('common', 'ckb');
  const guides = textsOf('guides', 'ckb');
  const applicant = textsOf('applicant', 'ckb');
  const email = 'e2e-account-drafts@example.org';
  const tradeName = 'Anatolia Drafts Erbil';

  // ── The phone: the branch's home card opens the branch flow (through the terms) ──
  const phone = await device(browser, baseURL!, 'ckb');
  let page = phone.page;
  await open(page, '/', 'ckb');
  const branchCard = (lang: Lang) => page.getByRole('link', { name: textsOf('home', lang)('services.foreignBranch.title') });
  await inEnglish(page, () => expect(branchCard('en')).toBeVisible());
  await branchCard('ckb').click();
  await expect(page).toHaveURL(/\/register\?kind=foreign_company$/);
  await page.getByRole('link', { name: t('choose.readTerms') }).click();
  await page.getByRole('button', { name: guides('terms.accept') }).click();
  await expect(page).toHaveURL(/\/businesses\/register\/basic-info$/);
  const branchStart = async (lang: Lang) => {
    await expect(
      page.getByRole('radio', { name: textsOf('application-form', lang)('options.businessType.foreign_company'), exact: true }),
    ).toBeChecked();
    await expect(field(page, textsOf('application-form', lang)('fields.email'))).toBeVisible();
    await expect(page.getByRole('button', { name: textsOf('registration', lang)('actions.continue'), exact: true })).toBeVisible();
    await atStep(page, lang, 'basic-info', 'account-drafts-branch-from-home-card');
  };
  await branchStart('ckb');
  await inEnglish(page, () => branchStart('en'));

  await field(page, appForm('fields.email')).fill(email);
  await page.getByRole('button', { name: t('actions.continue'), exact: true }).click();
  const seen = await api.mailIds(email);
  await page.getByRole('button', { name: t('verify.send') }).click();
  const code = await api.nextCode(email, seen);
  await page.getByRole('textbox', { name: common('emailCode.label') }).fill(code);
  await page.getByRole('button', { name: common('emailCode.submit') }).click();

  await expect(page).toHaveURL(/\/businesses\/register\/trade-name$/);
  await page.getByRole('radio', { name: appForm('options.locale.en'), exact: true }).check();
  await field(page, appForm('fields.name')).fill(tradeName);
  const nameAvailable = async (lang: Lang) => {
    await expect(page.getByRole('radio', { name: textsOf('application-form', lang)('options.locale.en'), exact: true })).toBeChecked();
    await expect(field(page, textsOf('application-form', lang)('fields.name'))).toHaveValue(tradeName);
    await expect(page.getByText(textsOf('form', lang)('availability.available', { name: tradeName }))).toBeVisible();
  };
  await nameAvailable('ckb');
  await inEnglish(page, () => nameAvailable('en'));
  await page.getByRole('button', { name: t('actions.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/businesses\/register\/company$/);
  // The capital typed on the phone, saved on the server a moment after the typing stops.
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/v1/drafts/business') &&
      r.request().method() === 'PUT' &&
      r.ok() &&
      /"capital_in_number":"750000"/.test(r.request().postData() ?? ''),
  );
  await field(page, appForm('fields.capital_in_number')).fill('750000');
  await saved;
  await checkScreen(page, 'account-drafts-phone-company', 'ckb');
  await inEnglish(page, () => checkScreen(page, 'account-drafts-phone-company', 'en'));

  // ── The header: an unread notification (the phone's applicant submits a trade name) and the account menu ──
  const session = await sessionOf(page, baseURL!);
  await session.submitAndWait(
    '/api/v1/trade_names',
    tradeNamePayload('چاپخانەی ڕەشنووس', email, await session.upload('identity_document')),
  );
  await open(page, '/my-applications', 'ckb');
  const openAccountMenu = async (lang: Lang) => {
    await page.getByRole('button', { name: textsOf('common', lang)('account.menu'), exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: textsOf('common', lang)('account.signOut') })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: textsOf('common', lang)('nav.profile') })).toBeVisible();
    return menu;
  };
  const header = async (lang: Lang, digit: string) => {
    await expect(page.getByRole('link', { name: unreadOne(textsOf('common', lang), digit) })).toBeVisible();
    await checkScreen(page, 'account-drafts-header-badge', lang);
    await openAccountMenu(lang);
    await checkScreen(page, 'account-drafts-account-menu', lang);
    await page.keyboard.press('Escape');
  };
  await header('ckb', '[1١]');
  // In English the count is in Latin digits.
  await inEnglish(page, () => header('en', '1'));
  const menu = await openAccountMenu('ckb');

  // ── The profile page: e-mail, language, sign-out ──
  await menu.getByRole('menuitem', { name: common('nav.profile') }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const profile = async (lang: Lang) => {
    const texts = textsOf('applicant', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('profile.title'));
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(lang === 'ckb' ? 'کوردی (سۆرانی)' : 'English');
    await expect(page.getByRole('button', { name: texts('signOut.button') })).toBeVisible();
    await page.getByRole('button', { name: texts('profile.save') }).click();
    await expect(page.getByText(texts('profile.saved'))).toBeVisible();
    await checkScreen(page, 'account-drafts-profile', lang);
  };
  await profile('ckb');
  // Switched in place from the header, the language radio follows (it used to keep the language the
  // page opened in, and Save brought that one back).
  await inEnglish(page, () => profile('en'));

  // ── The other branch entry points: the Apply menu and the guide's start link ──
  const applyMenu = async (lang: Lang) => {
    const texts = textsOf('common', lang);
    await page
      .getByRole('navigation', { name: texts('nav.label') })
      .getByRole('button', { name: texts('nav.apply') })
      .click();
    const branchItem = page.getByRole('menuitem', { name: texts('nav.registerBranch') });
    await expect(branchItem).toHaveAttribute('href', '/businesses/register?type=foreign_company');
    await checkScreen(page, 'account-drafts-apply-menu', lang);
    await page.keyboard.press('Escape');
  };
  await applyMenu('ckb');
  await inEnglish(page, () => applyMenu('en'));
  await open(page, '/guidelines/foreign-company', 'ckb');
  const startBranch = (lang: Lang) => page.getByRole('link', { name: textsOf('guides', lang)('common.startBranchLink') });
  await inEnglish(page, () => expect(startBranch('en')).toBeVisible());
  await startBranch('ckb').click();
  await expect(page).toHaveURL(/\/businesses\/register\/(basic-info|company)$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('registration-draft:business') ?? '{}').values?.type)).toBe(
    'foreign_company',
  );
  await phone.context.close();

  // ── The computer: signed in by code, the draft started on the phone continues ──
  const computer = await device(browser, baseURL!, 'ckb');
  page = computer.page;
  // One code per address and minute, and the phone asked for one: the applicant reaches the
  // computer a minute later.
  await backdateCodeSends([`email:${email}`], 1);
  let computerSeen = await api.mailIds(email);
  await expect(async () => {
    await open(page, '/retrieve', 'ckb');
    await page.getByRole('textbox', { name: applicant('retrieve.email.label') }).fill(email);
    computerSeen = await api.mailIds(email);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/generate-otp'));
    await page.getByRole('button', { name: applicant('retrieve.send') }).click();
    expect((await sent).status()).toBe(200);
  }).toPass({ intervals: [5_000], timeout: 30_000 });
  const codeAsked = async (lang: Lang) => {
    const texts = textsOf('common', lang);
    await expect(page.getByRole('heading', { level: 1, name: texts('emailCode.title') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: texts('emailCode.label') })).toBeVisible();
    await expect(page.getByRole('button', { name: texts('emailCode.submit') })).toBeVisible();
  };
  await codeAsked('ckb');
  await inEnglish(page, () => codeAsked('en'));
  await page.getByRole('textbox', { name: common('emailCode.label') }).fill(await api.nextCode(email, computerSeen));
  await page.getByRole('button', { name: common('emailCode.submit') }).click();
  await expect(page).toHaveURL(/\/my-applications$/);

  // A new browser: its terms first, then the registration in progress is offered.
  await open(page, '/register', 'ckb');
  await page.getByRole('link', { name: t('choose.readTerms') }).click();
  await page.getByRole('button', { name: guides('terms.accept') }).click();
  await expect(page).toHaveURL(/\/register$/);
  const draftOffered = async (lang: Lang) => {
    await expect(page.getByRole('link', { name: textsOf('registration', lang)('choose.continueBusiness') })).toBeVisible();
    await checkScreen(page, 'account-drafts-computer-choose', lang);
  };
  await draftOffered('ckb');
  await inEnglish(page, () => draftOffered('en'));
  await page.getByRole('link', { name: t('choose.continueBusiness') }).click();
  await expect(page).toHaveURL(/\/businesses\/register\/company$/);
  const draftResumed = async (lang: Lang) => {
    await expect(field(page, textsOf('application-form', lang)('fields.capital_in_number'))).toHaveValue('750000');
    await checkScreen(page, 'account-drafts-computer-resumed', lang);
  };
  await draftResumed('ckb');
  await inEnglish(page, () => draftResumed('en'));
  await computer.context.close();

  // ── A local company's documents step ──
  const local = await device(browser, baseURL!, 'ckb');
  const localEmail = 'e2e-account-local@example.org';
  await signInBrowser(local.page, api, localEmail);
  await withTermsAccepted(local.page);
  await withDraft(local.page, 'business', localCompanyDraft(localEmail), DONE_BEFORE_DOCUMENTS);
  await open(local.page, '/businesses/register/documents', 'ckb');
  const localDocuments = async (lang: Lang) => {
    await expectLocalDocumentsStep(local.page, lang);
    await checkScreen(local.page, 'account-drafts-local-documents', lang);
  };
  await localDocuments('ckb');
  await inEnglish(local.page, () => localDocuments('en'));
  await local.context.close();
});

for (const lang of ['ar', 'kmr'] as const) {
  test(
    `axe on the new and changed screens (${lang}): header badge and account menu, profile, Apply menu, local documents step, branch start`,
    languageRun(lang),
    async ({ browser, baseURL, api }) => {
      test.setTimeout(180_000);
      const common = textsOf('common', lang);
      const email = `e2e-account-axe-${lang}@example.org`;
      const { context, page } = await device(browser, baseURL!, lang);
      const session = await signInBrowser(page, api, email);
      await session.submitAndWait(
        '/api/v1/trade_names',
        tradeNamePayload(lang === 'ar' ? 'چاپخانەی عەرەبی' : 'چاپخانەی کورمانجی', email, await session.upload('identity_document')),
      );
      await withTermsAccepted(page);
      await withDraft(page, 'business', localCompanyDraft(email), DONE_BEFORE_DOCUMENTS);

      await open(page, '/profile', lang);
      await expect(page.getByRole('link', { name: unreadOne(common) })).toBeVisible();
      await expectNoAxeViolations(page, `profile (${lang})`);
      await page.getByRole('button', { name: common('account.menu'), exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, `account menu (${lang})`);
      await page.keyboard.press('Escape');
      await page
        .getByRole('navigation', { name: common('nav.label') })
        .getByRole('button', { name: common('nav.apply') })
        .click();
      await expect(page.getByRole('menuitem', { name: common('nav.registerBranch') })).toBeVisible();
      await expectNoAxeViolations(page, `apply menu (${lang})`);
      await page.keyboard.press('Escape');

      await open(page, '/businesses/register/documents', lang);
      await expectLocalDocumentsStep(page, lang);
      await expectNoAxeViolations(page, `local documents step (${lang})`);

      await open(page, '/register', lang);
      await expectNoAxeViolations(page, `choose with a draft (${lang})`);
      await page.goto('/businesses/register?type=foreign_company');
      await expect(page).toHaveURL(/\/businesses\/register\/[a-z-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `branch start (${lang})`);
      await context.close();
    },
  );
}
