import type { Page } from '@playwright/test';
import {
  cashReceipt,
  distinctKurdishWords,
  limitedCompanyPayload,
  signInApplicantSession,
  transit,
  uniqueEmail,
  useApplicantSession,
} from './support/applicant-journeys.js';
import type { CaughtMail, PortalApi } from './support/api.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { useStaffSession } from './support/back-office.js';
import { checkScreen, expect, expectNoAxeViolations, open, test, type Lang } from './support/test.js';
import { escapeRegExp, textsOf } from './support/texts.js';

/**
 * Issue 23 §4–§6 in the browser, in ckb and en (axe in ar and kmr too on the changed screens):
 * the human reference on every screen and found by it (applicant and staff), the status page
 * during a correction (the reviewer's comments under the fields' labels, the button to start,
 * step 1 "correct" rather than "wait"), the certificate once registered, and the e-mails
 * (absolute links that open, the comments, the transfer naming the application and its sender,
 * numbers in the language's digits), read from the portal's mail catcher.
 */
const mine = (lang: Lang) => textsOf('my-application', lang);
const applicantTexts = (lang: Lang) => textsOf('applicant', lang);
const REFERENCE = /^CO-\d{4}-\d{6}$/;
/** Ending in ckb, the language the journey goes on in. */
const ALL: Lang[] = ['ar', 'kmr', 'en', 'ckb'];

async function mailTo(api: PortalApi, email: string, match: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await api.mails(email)).find(match);
        return !!found;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** Opens the path in the language (saved as the language menu saves it, the page already on the portal). */
async function openIn(page: Page, path: string, lang: Lang): Promise<void> {
  await page.evaluate(
    (lang) => localStorage.setItem('settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('settings') ?? '{}'), lang })),
    lang,
  );
  await open(page, path, lang);
}

/** The screen in every language: screenshot in ckb and en, axe in all four. */
async function everyLanguage(page: Page, path: string, screen: string, ready: (lang: Lang) => Promise<void>): Promise<void> {
  for (const lang of ALL) {
    await openIn(page, path, lang);
    await ready(lang);
    if (lang === 'ckb' || lang === 'en') await checkScreen(page, screen, lang);
    else await expectNoAxeViolations(page, `${screen} (${lang})`);
  }
}

test('the reference, the status page that tells the truth, and e-mails that work', async ({ page, api, browser, baseURL }) => {
  test.setTimeout(480_000);
  const email = uniqueEmail('reference');
  const name = `کۆمپانیای ${distinctKurdishWords(3)}`;
  const { client: applicant, token } = await signInApplicantSession(api, email);
  const id = await applicant.submitAndWait('/api/v1/businesses', await limitedCompanyPayload(applicant, email, name));
  const reference = (await applicant.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes.reference as string;
  expect(reference).toMatch(REFERENCE);
  const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
  const statusPath = `/my-applications/businesses/${id}`;
  await useApplicantSession(page, token);

  await test.step('§4 my applications: the reference in its own column, found by it as people type it; no id', async () => {
    await open(page, '/my-applications', 'ckb');
    await everyLanguage(page, '/my-applications', 'reference-my-applications', async (lang) => {
      const row = page.locator(`tr[data-application-id="${id}"]`);
      await expect(row.locator('[data-application-reference]')).toHaveText(reference);
      await expect(page.getByRole('columnheader', { name: applicantTexts(lang)('myApplications.columns.reference') })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(id);
    });
    // Typed as read out on the phone: lower case, without the zeros.
    const typed = reference.toLowerCase().replace(/-0+/, '-');
    await page.getByRole('textbox', { name: applicantTexts('ckb')('myApplications.find.label') }).fill(typed);
    await page.getByRole('button', { name: applicantTexts('ckb')('myApplications.find.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`reference=${escapeRegExp(encodeURIComponent(reference))}`));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator(`tr[data-application-id="${id}"]`)).toBeVisible();
    await checkScreen(page, 'reference-my-applications-found', 'ckb');
    await page.getByRole('textbox', { name: applicantTexts('ckb')('myApplications.find.label') }).fill('ABC');
    await page.getByRole('button', { name: applicantTexts('ckb')('myApplications.find.submit'), exact: true }).click();
    await expect(page.getByText(applicantTexts('ckb')('myApplications.find.invalid'))).toBeVisible();
  });

  await test.step('§4 the status page shows the reference, not the id', async () => {
    for (const lang of ['en', 'ckb'] as const) {
      await openIn(page, statusPath, lang);
      await expect(page.locator('[data-application-reference]')).toContainText(reference);
      await expect(page.locator('main')).not.toContainText(id);
      await checkScreen(page, 'reference-status-submitted', lang);
    }
  });

  const comments = {
    'contract.clauses.capital': 'بڕی سەرمایە بە ژمارە و بە نووسین بنووسە',
    'ceo.phone_number': 'ئەم ژمارەیە وەڵام ناداتەوە',
  };
  await test.step('§5 returned for correction: what to correct, field by field, and the button to start; step 1 is the applicant’s', async () => {
    await transit(reviewer, 'businesses', id, 'start_legal_check');
    await transit(reviewer, 'businesses', id, 'return_to_applicant', {
      reason: 'گرێبەست و ژمارەی تەلەفۆن',
      target: 'requires_business_correction',
      fieldComments: comments,
    });
    await everyLanguage(page, statusPath, 'reference-status-correction', async (lang) => {
      const t = mine(lang);
      const alert = page.getByRole('region', { name: t('correction.alertTitle') });
      await expect(alert).toBeVisible();
      const listed = alert.locator('[data-field-comments]');
      for (const comment of Object.values(comments)) await expect(listed).toContainText(comment);
      // Under the fields' labels, never the API's paths.
      await expect(listed).not.toContainText('contract.clauses');
      await expect(listed).not.toContainText('phone_number');
      await expect(alert.getByRole('link', { name: t('actions.correct') })).toHaveAttribute('href', `${statusPath}/correct`);
      const current = page.locator('li[aria-current="step"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(t('nextSteps.correct.title'));
      await expect(page.getByText(t('nextSteps.answer.title'))).toHaveCount(0);
    });
  });

  await test.step('§6 the correction e-mail: reference, the comments under the fields’ labels, an absolute link that opens the application', async () => {
    const mail = await mailTo(api, email, (m) => m.text.includes(comments['ceo.phone_number']));
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain(`: ${comments['contract.clauses.capital']}`);
    expect(mail.text).not.toMatch(/contract\.clauses|phone_number/);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link).toMatch(new RegExp(`^https?://[^/]+/my-applications/businesses/${id}$`));
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, baseURL!));
    await expect(page.locator('[data-application-reference]')).toContainText(reference);
  });

  await test.step('§6 the transfer e-mail names the application, its reference and the sender; numbers in the reader’s digits', async () => {
    // Corrected and registered first, so the transfer is of a finished company (its certificate is checked below).
    const current = (await applicant.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes;
    const contract = {
      ...current.details.contract,
      clauses: { ...current.details.contract.clauses, capital: 'سەرمایەی کۆمپانیا ١٬٠٠٠٬٠٠٠ دینارە' },
    };
    await applicant.call('PUT', `/api/v1/businesses/${id}?version=${current.version}`, {
      json: { section: 'establishment-contract', changes: { contract } },
    });
    await transit(applicant, 'businesses', id, 'resubmit');
    await transit(reviewer, 'businesses', id, 'start_legal_check');
    await transit(reviewer, 'businesses', id, 'recommend_approval');
    await transit(await signInStaffApi(api, demoAccount('director')), 'businesses', id, 'approve');
    await transit(await signInStaffApi(api, demoAccount('cashier')), 'businesses', id, 'confirm_payment', cashReceipt());
    // A certificate exists once the registrar issues it (issue 33 §2), before the transfer is asked for.
    const registrar = await signInStaffApi(api, demoAccount('registrar'));
    expect((await registrar.call('POST', `/api/v1/businesses/${id}/certificates`)).status).toBe(201);

    for (const lang of ['ckb', 'en'] as const) {
      const recipient = uniqueEmail(`transfer-${lang}`);
      await applicant.call(
        'POST',
        `/api/v1/businesses/${id}/request_otp_for_transfer_ownership?new_email=${encodeURIComponent(recipient)}`,
        { headers: { 'Accept-Language': lang } },
      );
      const mail = await mailTo(api, recipient, () => true);
      expect(mail.subject).toContain(reference);
      expect(mail.text).toContain(`«${name}»`);
      expect(mail.text).toContain(reference);
      expect(mail.text).toContain(email);
      // Where the code is typed: the application's transfer page (issue 34 §6).
      expect(mail.text).toContain(`/my-applications/businesses/${id}/transfer`);
      if (lang === 'ckb') {
        expect(mail.text).toContain('١٠ خولەک');
        expect(mail.text).not.toMatch(/(?<![\d-])10 خولەک/);
      } else expect(mail.text).toContain('10 minutes');
    }
    // The last request stays pending; the status page says so.
  });

  await test.step('§5 registered: the certificate download on the status page', async () => {
    await everyLanguage(page, statusPath, 'reference-status-registered', async (lang) => {
      await expect(page.getByRole('region', { name: mine(lang)('certificate.heading') })).toBeVisible();
      await expect(page.locator('[data-application-reference]')).toContainText(reference);
      await expect(page.getByText(mine(lang)('nextSteps.correct.title'))).toHaveCount(0);
    });
  });

  await test.step('§4 the back office: the reference column, found by the search box, and on the case', async () => {
    for (const lang of ALL) {
      const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1366, height: 900 } });
      const staff = await context.newPage();
      await useStaffSession(context, baseURL!, demoAccount('reviewer'), lang);
      await staff.goto(`/admin/businesses?filter=${encodeURIComponent(JSON.stringify({ q: reference.toLowerCase() }))}`);
      const rows = staff.locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(reference);
      if (lang === 'ckb' || lang === 'en') await checkScreen(staff, 'reference-admin-queue', lang);
      else await expectNoAxeViolations(staff, `reference-admin-queue (${lang})`);
      await rows.first().click();
      await expect(staff).toHaveURL(new RegExp(`/admin/businesses/${id}/show`));
      await expect(staff.locator('dl').first()).toContainText(reference);
      if (lang === 'ckb' || lang === 'en') await checkScreen(staff, 'reference-admin-show', lang);
      else await expectNoAxeViolations(staff, `reference-admin-show (${lang})`);
      await context.close();
    }
  });
});
