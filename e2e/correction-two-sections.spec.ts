import type { Page } from '@playwright/test';
import { ckb as adminCkb } from '@registry/web-admin/i18n/ckb';
import { en as adminEn } from '@registry/web-admin/i18n/en';
import {
  distinctKurdishWords,
  inCkbAndEn,
  limitedCompanyPayload,
  signInApplicantSession,
  transit,
  uniqueEmail,
  useApplicantSession,
} from './support/applicant-journeys.js';
import { checkBackOfficeScreen, openApplication, staffPage, statusChip } from './support/back-office.js';
import { field } from './support/registration.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { checkScreen, expect, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

const t = (lang: Lang) => textsOf('my-application', lang);
const appForm = (lang: Lang) => textsOf('application-form', lang);
const ADMIN = { ckb: adminCkb.admin, en: adminEn.admin } as const;

const CAPITAL_COMMENT = 'سەرمایەکە بکە بە دوو ملیۆن دینار';
const GOALS_COMMENT = 'ئامانجەکان بە وردی بنووسە';
const NEW_GOALS = 'بازرگانی گشتی، چایخانە و هاوردەکردنی چا و قاوە.';

/**
 * The screen as it stands, checked in ckb, then in English chosen in the language menu, then in
 * ckb again for the journey to go on: `ready` asserts the screen's texts in each language, and a
 * named screen gets `checkScreen` (axe) in both.
 */
async function checkedInCkbAndEn(page: Page, screen: string | null, ready: (lang: Lang) => Promise<void>): Promise<void> {
  await inCkbAndEn(page, async (lang) => {
    await ready(lang);
    if (screen) await checkScreen(page, screen, lang);
  });
  await ready('ckb');
}

/**
 * Issue 34 §1: a company returned with comments on two sections (the capital, in the company's
 * details, and the goals, in the contract) is corrected in both, the contract first, each saved
 * on its own while the application stays with the applicant, the page saying which remain; one
 * resubmission sends both, and the reviewer's resubmission table shows both beside their
 * comments. The journey is walked once, in Central Kurdish; each screen on the way is checked in
 * Central Kurdish and in English, switched in place (the page keeps its state).
 */
test('a company returned on its capital and goals is corrected in both and resubmitted once', async ({ page, api, browser, baseURL }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('two-sections');
  const name = `کۆمپانیای ${distinctKurdishWords(2)}`;
  const { client: applicant, token } = await signInApplicantSession(api, email);
  const id = await applicant.submitAndWait('/api/v1/businesses', await limitedCompanyPayload(applicant, email, name));
  const reviewerApi = await signInStaffApi(api, demoAccount('reviewer'));
  await transit(reviewerApi, 'businesses', id, 'start_legal_check');
  await transit(reviewerApi, 'businesses', id, 'return_to_applicant', {
    reason: 'سەرمایە و ئامانجەکانی کۆمپانیاکە',
    target: 'requires_business_correction',
    fieldComments: { 'company.capital_in_number': CAPITAL_COMMENT, 'contract.goals': GOALS_COMMENT },
  });
  const statusPath = `/my-applications/businesses/${id}`;
  const my = t('ckb');
  const form = appForm('ckb');
  const sectionRow = (section: string) => page.locator(`nav li[data-section="${section}"]`);
  const sectionButton = (section: string, lang: Lang = 'ckb') =>
    page.getByRole('button', { name: t(lang)(`sections.${section}`), exact: true });
  const panel = (lang: Lang = 'ckb') => page.getByRole('region', { name: t(lang)('correct.resubmitTitle') });
  const stillWithApplicant = async () => {
    const now = (await applicant.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes;
    expect(now.status).toBe('requires_business_correction');
    expect((now.history as { event: string }[]).some((h) => h.event === 'resubmit')).toBe(false);
  };

  await useApplicantSession(page, token);
  await open(page, `${statusPath}/correct`, 'ckb');

  await test.step('the page names both sections to correct; nothing saved, nothing to send', async () => {
    const account = async () =>
      (await applicant.call('GET', '/api/v1/users/self')).body.data.attributes as { locale: string; version: number };
    const before = await account();
    await checkedInCkbAndEn(page, 'correction-two-sections-start', async (lang) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang)('correct.title'));
      await expect(sectionRow('business-info')).toHaveAttribute('data-state', 'toCorrect');
      await expect(sectionRow('establishment-contract')).toHaveAttribute('data-state', 'toCorrect');
      await expect(sectionRow('activity-types')).toHaveAttribute('data-state', 'notNamed');
      await expect(sectionRow('business-info')).toContainText(t(lang)('correct.state.toCorrect'));
      // The first named section opens first.
      await expect(sectionButton('business-info', lang)).toHaveAttribute('aria-current', 'page');
      await expect(panel(lang).getByRole('status')).toContainText(t(lang)('sections.business-info'));
      await expect(panel(lang).getByRole('status')).toContainText(t(lang)('sections.establishment-contract'));
      await expect(panel(lang).getByRole('button', { name: t(lang)('correct.resubmit') })).toBeDisabled();
    });
    // Switched to English and back: the account keeps the language chosen last, saved twice (its
    // e-mails come in it; web-applicant save-self-locale.test.ts has the saves that overlap).
    await expect
      .poll(
        async () => {
          const now = await account();
          return now.locale === 'ckb' && now.version > before.version;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  });

  await test.step('the contract first: saved, still with the applicant, the capital remains', async () => {
    await sectionButton('establishment-contract').click();
    await checkedInCkbAndEn(page, null, async (lang) => {
      const goals = page.getByLabel(appForm(lang)('fields.goals'));
      await expect(goals).toHaveAccessibleDescription(new RegExp(GOALS_COMMENT));
      await expect(page.getByRole('button', { name: t(lang)('correct.save') })).toBeEnabled();
    });
    await page.getByLabel(form('fields.goals')).fill(NEW_GOALS);
    await page.getByRole('button', { name: my('correct.save') }).click();
    await checkedInCkbAndEn(page, null, async (lang) => {
      await expect(sectionRow('establishment-contract')).toHaveAttribute('data-state', 'corrected');
      await expect(sectionRow('establishment-contract')).toContainText(t(lang)('correct.state.corrected'));
      // It moves on to the section still to correct.
      await expect(sectionButton('business-info', lang)).toHaveAttribute('aria-current', 'page');
      await expect(panel(lang).getByRole('button', { name: t(lang)('correct.resubmit') })).toBeEnabled();
    });
    await stillWithApplicant();
    // Sending now asks first, naming what remains; the question outlives the change of language.
    await panel()
      .getByRole('button', { name: my('correct.resubmit') })
      .click();
    await checkedInCkbAndEn(page, 'correction-two-sections-remaining', async (lang) => {
      await expect(panel(lang).getByRole('status')).toContainText(
        t(lang)('correct.confirmRemaining', { sections: t(lang)('sections.business-info') }),
      );
      await expect(panel(lang).getByRole('button', { name: t(lang)('correct.resubmitAnyway') })).toBeVisible();
    });
    await stillWithApplicant();
  });

  await test.step('then the capital and the shares that make it up', async () => {
    await checkedInCkbAndEn(page, null, async (lang) => {
      const capital = field(page, appForm(lang)('fields.capital_in_number'));
      await expect(capital).toHaveAccessibleDescription(new RegExp(CAPITAL_COMMENT));
      await expect(page.getByRole('button', { name: t(lang)('correct.save') })).toBeEnabled();
    });
    await field(page, form('fields.capital_in_number')).fill('2000000');
    await page.locator('#field-shareholders-0-number_of_shares').fill('1200000');
    await page.locator('#field-shareholders-1-number_of_shares').fill('800000');
    await page.getByRole('button', { name: my('correct.save') }).click();
    await expect(sectionRow('business-info')).toHaveAttribute('data-state', 'corrected');
    await stillWithApplicant();
    await checkedInCkbAndEn(page, 'correction-two-sections-done', async (lang) => {
      await expect(sectionRow('business-info')).toHaveAttribute('data-state', 'corrected');
      await expect(panel(lang).getByRole('status')).toHaveText(t(lang)('correct.allDone'));
    });
  });

  await test.step('left and opened again: the status page says both are saved and not sent, the correction page still has them', async () => {
    await page.goto(statusPath);
    await checkedInCkbAndEn(page, null, async (lang) => {
      const saved = page.locator('[data-saved-corrections]');
      await expect(saved).toContainText(t(lang)('sections.business-info'));
      await expect(saved).toContainText(t(lang)('sections.establishment-contract'));
      await expect(page.getByRole('link', { name: t(lang)('actions.correct') })).toBeVisible();
    });
    await page.getByRole('link', { name: my('actions.correct') }).click();
    await checkedInCkbAndEn(page, null, async (lang) => {
      await expect(sectionRow('business-info')).toHaveAttribute('data-state', 'corrected');
      await expect(sectionRow('establishment-contract')).toHaveAttribute('data-state', 'corrected');
      await expect(panel(lang).getByRole('status')).toHaveText(t(lang)('correct.allDone'));
      await expect(panel(lang).getByRole('button', { name: t(lang)('correct.resubmit') })).toBeEnabled();
    });
  });

  await test.step('one resubmission sends both', async () => {
    await panel()
      .getByRole('button', { name: my('correct.resubmit') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${statusPath}$`), { timeout: 20_000 });
    await expect(page.locator('[data-status="submitted"]')).toBeVisible();
    const now = (await applicant.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes;
    expect((now.history as { event: string }[]).map((h) => h.event)).toEqual([
      'submit',
      'start_legal_check',
      'return_to_applicant',
      'correct',
      'correct',
      'resubmit',
    ]);
    expect(now.details.contract.goals).toBe(NEW_GOALS);
    expect(now.details.company.capital_in_number).toBe(2_000_000);
  });

  await test.step('the reviewer sees both corrections beside their comments', async () => {
    const reviewer = await staffPage(browser, baseURL!, demoAccount('reviewer'), 'ckb');
    await openApplication(reviewer, 'businesses', id);
    await expect(statusChip(reviewer, 'submitted')).toBeVisible({ timeout: 15_000 });
    await checkBackOfficeScreen(reviewer, 'correction-two-sections-diff', 'ckb', {
      also: ['en'],
      ready: async (l) => {
        const changes = reviewer.getByRole('region', { name: ADMIN[l as 'ckb' | 'en'].review.resubmission, exact: true });
        const capitalRow = changes.getByRole('row').filter({ hasText: CAPITAL_COMMENT });
        await expect(capitalRow).toHaveCount(1, { timeout: 15_000 });
        await expect(capitalRow).toContainText(l === 'ckb' ? '٢٬٠٠٠٬٠٠٠' : '2,000,000');
        const goalsRow = changes.getByRole('row').filter({ hasText: GOALS_COMMENT });
        await expect(goalsRow).toHaveCount(1);
        await expect(goalsRow).toContainText(NEW_GOALS);
      },
    });
    await reviewer.context().close();
  });
});
