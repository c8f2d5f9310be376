import type { Page } from '@playwright/test';
import {
  checkInCkbAndEn,
  limitedCompanyPayload,
  uploadImage,
  signInApplicantSession,
  transit,
  cashReceipt,
  uniqueEmail,
  useApplicantSession,
} from './support/applicant-journeys.js';
import { CONTRACT_PDF, field, png, REGISTRY_PERSONS } from './support/registration.js';
import { PERSONS, tradeNamePayload } from './support/seed.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { checkScreen, expect, open, TAKE_SCREENSHOTS, test, type Lang } from './support/test.js';
import { STEP_PRESENTATION, statusLabel } from '@registry/domain/applications/workflow/presentation';
import { escapeRegExp, textsOf } from './support/texts.js';

// One whole applicant journey under the service worker, as applicants have it (blocked elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const t = (lang: Lang) => textsOf('my-application', lang);
/** The application's field labels: the registration's own (the correction forms use its fields). */
const appForm = (lang: Lang) => textsOf('application-form', lang);

/** After a section's save: every commented part is corrected, and the one resubmission sends them (issue 34 §1). */
async function saveThenResubmit(page: Page): Promise<void> {
  const resubmission = page.getByRole('region', { name: t('ckb')('correct.resubmitTitle') });
  await expect(resubmission.getByRole('status')).toHaveText(t('ckb')('correct.allDone'));
  await resubmission.getByRole('button', { name: t('ckb')('correct.resubmit') }).click();
}

/**
 * A limited company from submission to registration, with the applicant's part in the browser
 * (ckb, the default): its status page and printable contract, the correction of the contract the
 * reviewer returned it for (comments beside the fields; only the contract is sent), the UEN in
 * the gazette once registered, and the transfer of its ownership to another e-mail address.
 * The registry's steps go through the API as the back office sends them.
 */
test('a company: status, contract, correction, registration and ownership transfer', async ({ page, api }) => {
  // Seven screens in two languages with axe, one of them with the location map (issue 23 §11).
  test.setTimeout(240_000);
  const email = uniqueEmail('company');
  const name = 'کۆمپانیای گوڵەباخی شاخەوان';
  const { client: applicant, token } = await signInApplicantSession(api, email);
  const id = await applicant.submitAndWait('/api/v1/businesses', await limitedCompanyPayload(applicant, email, name));
  const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
  const director = await signInStaffApi(api, demoAccount('director'));
  const cashier = await signInStaffApi(api, demoAccount('cashier'));
  const statusPath = `/my-applications/businesses/${id}`;

  // The applicant's session is the one the code opened (the portal keeps it in localStorage).
  await useApplicantSession(page, token);

  await test.step('the status page: timeline, expected answer and the next steps of spec §1', async () => {
    await open(page, statusPath, 'ckb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await checkInCkbAndEn(page, 'my-application-status-submitted', async (lang) => {
      await expect(page.locator('[data-status="submitted"]')).toHaveText(statusLabel('submitted', lang));
      await expect(page.getByText(new RegExp(escapeRegExp(t(lang)('expected.heading'))))).toBeVisible();
      await expect(page.getByRole('heading', { name: t(lang)('nextSteps.heading') })).toBeVisible();
      // Step 2 links to the printable contract, as the actions do.
      await expect(page.locator(`a[href="${statusPath}/contract"]`)).toHaveCount(2);
      await expect(page.locator('li[data-step="submit"]')).toContainText(STEP_PRESENTATION.submit.label[lang]);
      // Issue 34 §3: only the directorate of the company's province (Erbil), and no detail shown as "to be confirmed".
      const nextSteps = page.getByRole('region', { name: t(lang)('nextSteps.heading') });
      await expect(nextSteps.locator('[data-directorate]')).toHaveCount(1);
      await expect(nextSteps.locator('[data-directorate]')).toHaveAttribute('data-directorate', 'erbil');
      await expect(page.locator('body')).not.toContainText(/To be confirmed|پشتڕاست دەکرێتەوە/i);
      // The promised times fall within working hours (08:00–15:00 Erbil time), never at night.
      const promised = await page
        .locator('[data-expected-answer] time[datetime]')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect(promised.length).toBeGreaterThan(0);
      for (const at of promised) {
        const erbil = new Date(Date.parse(at) + 3 * 3600_000);
        const minutes = erbil.getUTCHours() * 60 + erbil.getUTCMinutes();
        expect(minutes, `${at} in Erbil`).toBeGreaterThanOrEqual(8 * 60);
        expect(minutes, `${at} in Erbil`).toBeLessThanOrEqual(15 * 60);
      }
    });
  });

  await test.step('the establishment contract, in Kurdish, for print', async () => {
    await page.getByRole('link', { name: t('ckb')('actions.printContract') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ckb')('contract.title'));
    const sheet = page.locator('article#establishment-contract');
    await expect(sheet).toHaveAttribute('lang', 'ckb');
    await expect(sheet).toHaveAttribute('dir', 'rtl');
    // Written from the record (issue 23 §2), not from the clauses the payload typed.
    await expect(sheet.locator('[data-clause="capital"]')).toContainText('١٬٠٠٠٬٠٠٠ دیناری عێراقی');
    await expect(sheet).not.toContainText('یەک ملیۆن دینار');
    await expect(sheet.locator('[data-shareholder="1"]')).toContainText('شیلان ئەمین');
    await checkInCkbAndEn(page, 'my-application-contract', async () => {
      // Whatever the portal's language, the contract itself is Kurdish.
      await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(t('ckb')('contract.sheetTitle'));
    });
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toHaveCSS('visibility', 'hidden');
    await expect(sheet).toHaveCSS('visibility', 'visible');
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: 'e2e/screenshots/my-application-contract-print-ckb.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('the reviewer returns it with comments on two fields of the contract', async () => {
    await transit(reviewer, 'businesses', id, 'start_legal_check');
    const returned = await transit(reviewer, 'businesses', id, 'return_to_applicant', {
      reason: 'گرێبەستەکە پێویستی بە ڕوونکردنەوە هەیە',
      target: 'requires_business_correction',
      fieldComments: { 'contract.goals': 'ئامانجەکان بە ووردی بنووسە', 'contract.lawyer_name': 'ناوی تەواوی پارێزەر بنووسە' },
    });
    expect(returned.status).toBe('requires_business_correction');
  });

  await test.step('the applicant corrects the contract in the browser and sends it again', async () => {
    await page.goto(statusPath);
    await expect(page.locator('[data-status="requires_business_correction"]')).toBeVisible();
    await checkScreen(page, 'my-application-status-returned', 'ckb');
    await page.getByRole('link', { name: t('ckb')('actions.correct') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ckb')('correct.title'));

    const goals = page.getByLabel(appForm('ckb')('fields.goals'));
    const lawyer = page.getByLabel(appForm('ckb')('fields.lawyer_name'));
    // Each comment is beside its field, read with it by a screen reader.
    await expect(goals).toHaveAccessibleDescription(/ئامانجەکان بە ووردی بنووسە/);
    await expect(lawyer).toHaveAccessibleDescription(/ناوی تەواوی پارێزەر بنووسە/);
    await expect(page.getByRole('button', { name: t('ckb')('sections.establishment-contract') })).toHaveAttribute('aria-current', 'page');
    await checkInCkbAndEn(page, 'my-application-correct', async (lang) => {
      await expect(page.getByLabel(appForm(lang)('fields.goals'))).toHaveValue('بازرگانی گشتی و چایخانە.');
      // The other clauses are written from the answers, shown as they will read.
      await expect(page.locator('[data-clause="capital"]')).toBeVisible();
    });

    // The API's own rule, run in the browser: contract texts in Kurdish letters only.
    await goals.fill('General trade');
    await page.getByRole('button', { name: t('ckb')('correct.save') }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('ckb')('errorSummary') }) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(1);
    await checkScreen(page, 'my-application-correct-error', 'ckb');

    await goals.fill('بازرگانی گشتی، چایخانە و هاوردەکردنی چا.');
    await lawyer.fill('هێمن ئەحمەد عەلی');
    await page.getByRole('button', { name: t('ckb')('correct.save') }).click();
    await saveThenResubmit(page);
    // Correct, resubmit, and wait until the read models have it (the 202 handshake).
    await expect(page).toHaveURL(new RegExp(`${statusPath}$`), { timeout: 20_000 });
    await expect(page.locator('[data-status="submitted"]')).toBeVisible();
    await expect(page.locator('li[data-step="resubmit"]')).toBeVisible();
    await checkScreen(page, 'my-application-status-resubmitted', 'ckb');

    // Only the contract was sent: the correction event changed `contract` and nothing else.
    const audit = await reviewer.call('GET', `/api/v1/businesses/${id}`);
    const details = audit.body.data.attributes.details;
    expect(details.contract).toMatchObject({ goals: 'بازرگانی گشتی، چایخانە و هاوردەکردنی چا.', lawyer_name: 'هێمن ئەحمەد عەلی' });
    expect(details.contract).not.toHaveProperty('clauses');
    const history = audit.body.data.attributes.history as { event: string }[];
    expect(history.map((h) => h.event)).toEqual(['submit', 'start_legal_check', 'return_to_applicant', 'correct', 'resubmit']);
  });

  await test.step('returned again, for the business info: the applicant adds a lawyer and uploads, with the registration’s own fields', async () => {
    await transit(reviewer, 'businesses', id, 'start_legal_check');
    await transit(reviewer, 'businesses', id, 'return_to_applicant', {
      reason: 'پارێزەرێک داواکارییەکە پێشکەش دەکات',
      target: 'requires_business_correction',
      fieldComments: {
        'applicant.ceo_is_applicant': 'پارێزەرەکە و بریکارنامەکەی زیاد بکە',
        'shareholders[1].personal_image': 'وێنەی هاوبەشەکە زیاد بکە',
      },
    });
    await page.goto(`${statusPath}/correct`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ckb')('correct.title'));
    // The section the reviewer commented on opens first.
    await expect(page.getByRole('button', { name: t('ckb')('sections.business-info') })).toHaveAttribute('aria-current', 'page');
    const f = appForm('ckb');
    const applicantGroup = page.getByRole('group', { name: f('sections.applicant') });
    const ceoApplies = applicantGroup.getByRole('group', { name: f('fields.ceo_is_applicant') });
    await expect(ceoApplies.getByRole('radiogroup')).toHaveAccessibleDescription(/پارێزەرەکە و بریکارنامەکەی زیاد بکە/);
    await expect(page.locator('#field-shareholders-1-personal_image')).toHaveAccessibleDescription(/وێنەی هاوبەشەکە زیاد بکە/);
    // Filled from the application: the company, the CEO's uploads and both shareholders.
    await expect(field(page, f('fields.capital_in_number'))).toHaveValue('1000000');
    await expect(page.getByRole('heading', { name: f('sections.shareholder', { number: '٢' }) })).toBeVisible();
    await checkInCkbAndEn(page, 'my-application-correct-business-info', async (lang) => {
      await expect(page.getByRole('group', { name: appForm(lang)('sections.shareholders') })).toBeVisible();
    });

    await ceoApplies.getByRole('radio', { name: f('options.yesNo.no') }).check();
    // A lawyer's own fields are required now: the API's rules, run in the browser.
    await page.getByRole('button', { name: t('ckb')('correct.save') }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('ckb')('errorSummary') }) });
    await expect(summary).toBeFocused();
    await checkScreen(page, 'my-application-correct-business-info-error', 'ckb');

    await field(applicantGroup, f('fields.lawyerUpn')).fill(REGISTRY_PERSONS.lawyer.upn);
    await field(applicantGroup, f('fields.union_card_number')).fill('KBA-20931');
    const upload = async (path: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      await page.locator(`#field-${path}`).setInputFiles(file);
      await expect(page.getByRole('listitem').filter({ hasText: file.name }).first()).toContainText(textsOf('form', 'ckb')('upload.done'));
    };
    await upload('applicant-union_card', png('union-card.png'));
    await upload('applicant-power_of_attorney', CONTRACT_PDF);
    await upload('shareholders-1-personal_image', png('shilan-photo.png'));
    await checkScreen(page, 'my-application-correct-business-info-filled', 'ckb');
    await page.getByRole('button', { name: t('ckb')('correct.save') }).click();
    await saveThenResubmit(page);
    await expect(page).toHaveURL(new RegExp(`${statusPath}$`), { timeout: 20_000 });
    await expect(page.locator('[data-status="submitted"]')).toBeVisible();

    // Only what changed was sent: the applicant and the shareholders, not the company nor the CEO.
    const auditor = await signInStaffApi(api, demoAccount('auditor'));
    const audit = await auditor.call('GET', `/api/v1/audit/businesses/${id}/events`);
    expect(audit.status).toBe(200);
    const corrections = (audit.body.data as { attributes: { type: string; data: { changes?: Record<string, unknown> } } }[])
      .map((event) => event.attributes)
      .filter((event) => event.type === 'business.corrected');
    expect(corrections.map((event) => Object.keys(event.data.changes ?? {}).sort())).toEqual([['contract'], ['applicant', 'shareholders']]);
    const details = (await reviewer.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes.details;
    expect(details.applicant).toMatchObject({ ceo_is_applicant: false, upn: REGISTRY_PERSONS.lawyer.upn, union_card_number: 'KBA-20931' });
    expect(details.applicant.union_card).toMatch(/^[0-9a-f-]{36}$/);
    expect(details.applicant.power_of_attorney).toMatch(/^[0-9a-f-]{36}$/);
    expect(details.shareholders[1]).toMatchObject({ upn: PERSONS.partner, number_of_shares: 400_000 });
    expect(details.shareholders[1].personal_image).toMatch(/^[0-9a-f-]{36}$/);
    expect(details.shareholders[0].personal_image).toBeUndefined();
  });

  let uen = '';
  await test.step('the registry approves and registers it; its UEN shows here and in the gazette', async () => {
    await transit(reviewer, 'businesses', id, 'start_legal_check');
    await transit(reviewer, 'businesses', id, 'recommend_approval');
    await transit(director, 'businesses', id, 'approve');
    const registered = await transit(cashier, 'businesses', id, 'confirm_payment', cashReceipt());
    expect(registered.status).toBe('registered');
    uen = registered.uen;
    expect(uen).toMatch(/^\d{14}$/);

    await page.goto(statusPath);
    await checkInCkbAndEn(page, 'my-application-status-registered', async (lang) => {
      await expect(page.locator('[data-status="registered"]')).toHaveText(statusLabel('registered', lang));
      await expect(page.getByText(uen)).toBeVisible();
    });

    await open(page, '/publications', 'ckb');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(uen);
    await checkScreen(page, 'my-application-publications', 'ckb');
  });

  await test.step('the applicant transfers its ownership to another e-mail address', async () => {
    await page.goto(statusPath);
    await page.getByRole('link', { name: t('ckb')('actions.transfer') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ckb')('transfer.title'));
    await checkInCkbAndEn(page, 'my-application-transfer', async (lang) => {
      await expect(page.getByLabel(t(lang)('transfer.email.label'))).toBeVisible();
    });

    // The same address is refused at the field (the API refuses it too: transfer.same-email).
    const field = page.getByLabel(t('ckb')('transfer.email.label'));
    await field.fill(email.toUpperCase());
    await page.getByRole('button', { name: t('ckb')('transfer.send') }).click();
    await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(t('ckb')('transfer.email.same'))));
    await checkScreen(page, 'my-application-transfer-error', 'ckb');

    const newOwner = uniqueEmail('new-owner');
    const seen = await api.mailIds(newOwner);
    await field.fill(newOwner);
    await page.getByRole('button', { name: t('ckb')('transfer.send') }).click();
    // The toast of spec §8: "ownership transfer requested from … to …" (the API's words, in ckb).
    const toast = page.getByRole('status').filter({ hasText: newOwner }).filter({ hasText: email });
    await expect(toast).toBeVisible();
    const code = await api.nextCode(newOwner, seen);
    const codeField = page.getByLabel(t('ckb')('transfer.code.label'));
    await expect(codeField).toBeVisible();
    await checkScreen(page, 'my-application-transfer-code', 'ckb');

    // The documents approving the transfer (spec §3) are required: refused at their field, in
    // the summary, until one is uploaded.
    await codeField.fill(code);
    await page.getByRole('button', { name: t('ckb')('transfer.confirm') }).click();
    const documents = page.locator('#field-approvalDocuments');
    await expect(documents).toHaveAccessibleDescription(new RegExp(escapeRegExp(t('ckb')('transfer.documents.required'))));
    await expect(page.getByRole('alert').getByRole('link', { name: t('ckb')('transfer.documents.required') })).toBeVisible();
    const approval = { ...CONTRACT_PDF, name: 'transfer-approval.pdf' };
    await documents.setInputFiles(approval);
    await expect(page.getByRole('listitem').filter({ hasText: approval.name }).first()).toContainText(
      textsOf('form', 'ckb')('upload.done'),
    );
    await expect(documents).not.toHaveAccessibleDescription(new RegExp(escapeRegExp(t('ckb')('transfer.documents.required'))));
    await checkScreen(page, 'my-application-transfer-documents', 'ckb');

    // The API's refusal of a document (here one the applicant never uploaded, put in the request
    // on its way) shows at the documents field, not at the code's, and nothing changes hands.
    const confirmUrl = `**/api/v1/businesses/${id}/request_transfer_ownership`;
    await page.route(
      confirmUrl,
      (route) =>
        route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), approvalDocuments: [crypto.randomUUID()] }) }),
      { times: 1 },
    );
    await page.getByRole('button', { name: t('ckb')('transfer.confirm') }).click();
    await expect(documents).toHaveAccessibleDescription(/ئەم فایلە بارکراوە نەدۆزرایەوە/);
    await expect(codeField).not.toHaveAttribute('aria-invalid', 'true');
    await page.unroute(confirmUrl);
    await page.getByRole('button', { name: t('ckb')('transfer.confirm') }).click();
    await expect(page).toHaveURL(/\/my-applications$/);
    await expect(page.getByRole('status').filter({ hasText: newOwner })).toBeVisible();
    await checkScreen(page, 'my-application-transferred', 'ckb');

    // The old owner no longer reaches it, and is told why (issue 34 §6): their page, opened
    // again, explains the application was transferred instead of answering "not found".
    await applicant.call('GET', `/api/v1/businesses/${id}`, { expect: [410] });
    await page.goto(`/my-applications/businesses/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ckb')('transferred.title'));
    await expect(page.locator('[data-application-transferred]')).toHaveText(t('ckb')('transferred.body'));
    await expect(page.getByRole('link', { name: t('ckb')('backToList') })).toBeVisible();
    await checkScreen(page, 'my-application-transferred-page', 'ckb');
    const after = await reviewer.call('GET', `/api/v1/businesses/${id}`);
    expect(after.body.data.attributes.ownerEmail).toBe(newOwner);
  });
});

test('another applicant cannot open the application: the 404 page', async ({ page, api }) => {
  const ownerEmail = uniqueEmail('owner-404');
  const owner = await api.signInApplicant(ownerEmail);
  const id = await owner.submitAndWait('/api/v1/businesses', await limitedCompanyPayload(owner, ownerEmail, 'کۆمپانیای کانیاوی سارد'));
  const stranger = await signInApplicantSession(api, uniqueEmail('stranger'));
  await useApplicantSession(page, stranger.token);
  await open(page, `/my-applications/businesses/${id}`, 'ckb');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ckb')('notFound.heading'));
  await checkScreen(page, 'my-application-not-found', 'ckb');
});

test('a trade name returned for its partners: corrected in the browser with the registration’s fields', async ({ page, api }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('trade-name-partners');
  const name = 'نانەواخانەی گوڵان';
  const { client: applicant, token } = await signInApplicantSession(api, email);
  const id = await applicant.submitAndWait(
    '/api/v1/trade_names',
    tradeNamePayload(name, email, await uploadImage(applicant, 'identity_document')),
  );
  const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
  await transit(reviewer, 'trade_names', id, 'start_legal_check');
  await transit(reviewer, 'trade_names', id, 'return_to_applicant', {
    reason: 'The partners have changed',
    fieldComments: { 'partners[1].owning_percentage': 'Give the new shares' },
  });

  await useApplicantSession(page, token);
  const eligibilityChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trade_names/eligible')) eligibilityChecks.push(request.url());
  });
  await open(page, `/my-applications/trade-names/${id}/correct`, 'ckb');
  const f = appForm('ckb');
  await expect(page.getByRole('button', { name: t('ckb')('sections.trade-name-info') })).toHaveAttribute('aria-current', 'page');
  const second = page.locator('#field-partners-1-owning_percentage');
  await checkInCkbAndEn(page, 'my-application-correct-trade-name', async (lang) => {
    await expect(page.getByRole('group', { name: appForm(lang)('sections.partners') })).toBeVisible();
    await expect(second).toHaveValue('40');
    await expect(second).toHaveAccessibleDescription(/Give the new shares/);
  });
  // The name the application holds is not checked against itself (the register would call it taken, by this application).
  await expect(field(page, f('fields.name'))).toHaveValue(name);
  expect(eligibilityChecks).toEqual([]);

  await page.getByRole('button', { name: f('actions.addPartner') }).click();
  const third = page.getByRole('group', { name: f('fields.partnerType') }).nth(2);
  await third.getByRole('radio', { name: f('options.partnerType.moral') }).check();
  await page.locator('#field-partners-2-company_name').fill('Zagros Bakeries');
  await page.locator('#field-partners-2-owning_percentage').fill('20');
  // The API's own rule, as one types: the shares must total 100%.
  await page.getByRole('button', { name: t('ckb')('correct.save') }).click();
  await expect(page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('ckb')('errorSummary') }) })).toBeFocused();
  await checkScreen(page, 'my-application-correct-trade-name-error', 'ckb');
  await page.locator('#field-partners-0-owning_percentage').fill('50');
  await second.fill('30');
  await page.getByRole('button', { name: t('ckb')('correct.save') }).click();
  await saveThenResubmit(page);
  await expect(page).toHaveURL(new RegExp(`/my-applications/trade-names/${id}$`), { timeout: 20_000 });

  const auditor = await signInStaffApi(api, demoAccount('auditor'));
  const events = (await auditor.call('GET', `/api/v1/audit/trade-names/${id}/events`)).body.data as {
    attributes: { type: string; data: { changes?: Record<string, unknown> } };
  }[];
  const corrected = events.map((event) => event.attributes).filter((event) => event.type === 'trade-name.corrected');
  expect(corrected.map((event) => event.data.changes)).toEqual([
    {
      partners: [
        { type: 'natural', upn: PERSONS.owner, owning_percentage: 50 },
        { type: 'natural', upn: PERSONS.partner, owning_percentage: 30 },
        { type: 'moral', company_name: 'Zagros Bakeries', owning_percentage: 20 },
      ],
    },
  ]);
});
