import { randomUUID } from 'node:crypto';
import englishMessages from 'ra-language-english';
import { en } from '@registry/web-admin/i18n/en';
import { PortalApi } from './support/api.js';
import { PERSONS } from './support/seed.js';
import { openApplication, staffPage, statusChip, stepButton as step, uploadPng, districtTradeNamePayload } from './support/back-office.js';
import { createStaff, demoAccount } from './support/staff.js';
import { checkScreen, expect, screenshot, test } from './support/test.js';
import { distinctKurdishWords } from './support/applicant-journeys.js';

/**
 * The back office's review side (issue 9): a company submitted through the API is taken through
 * the whole workflow in the browser by a reviewer (legal check, return with a field comment),
 * then after the applicant's correction through the API by the reviewer, a director and a
 * cashier, until it is registered with a UEN the public gazette shows; an auditor reads its
 * history, the state at an earlier event and the verified hash chain. Two reviewers acting on one
 * version: the second is told. The list, show and history screens' axe, in ckb, ar and en with
 * the states checked here (statuses shown, the history at its first event), is admin-language's.
 */
const t = en.admin;
const englishRa = englishMessages.ra;
/** A local company as the portal submits it (the payload of docs/api.md). */
async function companyPayload(applicant: PortalApi, name: string, email: string) {
  return {
    type: 'local_company',
    email,
    trade_name: { locale: 'ckb', name, protection_level: 'kri_level' },
    company: {
      type: 'limited',
      project_type: 'private',
      capital_in_number: 1_000_000,
      address: { province_id: 'erbil', district_id: 'erbil-soran', street: 'شەقامی ١٠٠ مەتری', location: { lat: 36.65, lng: 44.54 } },
    },
    activity_ids: ['4711', '5630'],
    ceo: {
      upn: PERSONS.owner,
      nationality: 'iraqi',
      birth_date: '1986-04-17',
      phone_number: '+9647501234567',
      id_type: 'national_id',
      document_expiry: '2035-12-31',
      personal_image: await uploadPng(applicant, 'ceo_image'),
      signature: await uploadPng(applicant, 'ceo_signature'),
    },
    applicant: { ceo_is_applicant: true },
    shareholders: [
      { type: 'natural', upn: PERSONS.owner, id_type: 'national_id', number_of_shares: 600_000 },
      { type: 'natural', upn: PERSONS.partner, id_type: 'national_id', number_of_shares: 400_000 },
    ],
    contract: {
      lawyer_name: 'هێمن ئەحمەد',
      lawyer_phone: '07701234567',
      goals: 'بازرگانی گشتی و هاوردەکردنی کەرەستەی خۆراک.',
      clauses: {
        name: `${name} (سنووردار)`,
        address: 'هەولێر، سۆران، شەقامی ١٠٠ مەتری',
        purpose: 'بازرگانی گشتی',
        activities: ['فرۆشتنی خۆراک', 'چایخانە'],
        capital: 'سەرمایەی کۆمپانیا ١٬٠٠٠٬٠٠٠ دینارە.',
        shareholders: 'هاوار ڕەشید ٦٠٪، شیلان ئەمین ٤٠٪',
        coordinator: 'هاوار ڕەشید',
      },
    },
    attachments: {},
  };
}

test.describe.configure({ mode: 'default' });

test('a company from submission to registration, through the back office, and its history for the auditor', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(240_000);
  const email = `e2e-admin-review-${randomUUID().slice(0, 8)}@example.org`;
  // A name of Kurdish letters only (the contract's rule), unlikely to meet another run's.
  const name = `کۆمپانیای ${distinctKurdishWords(3)}`;
  const applicant = await api.signInApplicant(email);
  const id = await applicant.submitAndWait('/api/v1/businesses', await companyPayload(applicant, name, email));

  // The reviewer finds it in the businesses queue by its name and opens it.
  const reviewer = await staffPage(browser, baseURL!, demoAccount('reviewer'));
  await reviewer.goto('/admin/businesses');
  await reviewer.getByRole('textbox', { name: t.queue.search }).fill(name);
  const row = reviewer.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row.locator('[data-status="submitted"]')).toHaveText(en.status.submitted);
  await checkScreen(reviewer, 'admin-queue', 'en');
  await row.getByText(name).click();
  await expect(reviewer).toHaveURL(new RegExp(`/admin/businesses/${id}/show$`));

  // Legal checking, then back to the applicant with a reason and a comment on a field.
  await step(reviewer, 'start_legal_check').click();
  await expect(statusChip(reviewer, 'legal_checking')).toHaveText(en.status.legal_checking);
  await step(reviewer, 'return_to_applicant').click();
  const dialog = reviewer.getByRole('dialog', { name: t.events.return_to_applicant });
  await dialog.getByRole('combobox', { name: t.review.target }).click();
  await reviewer.getByRole('option', { name: en.status.requires_business_correction }).click();
  await dialog.getByRole('textbox', { name: t.review.reason }).fill('The activities do not match the contract.');
  await dialog
    .getByRole('textbox', { name: t.review.comment_on.replace('%{field}', t.fields.activity_ids) })
    .fill('A tea house is not in the contract’s purpose.');
  await dialog.getByRole('button', { name: t.events.return_to_applicant }).click();
  await expect(dialog).toBeHidden();
  await expect(statusChip(reviewer, 'requires_business_correction')).toHaveText(en.status.requires_business_correction);
  await expect(reviewer.getByText('A tea house is not in the contract’s purpose.')).toBeVisible();

  // The applicant corrects the activities and resubmits, through the API.
  let version = (await applicant.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes.version as number;
  const corrected = await applicant.call('PUT', `/api/v1/businesses/${id}`, {
    json: { section: 'activity-types', changes: { activity_ids: ['4711'] }, version },
  });
  version = corrected.body.data.attributes.version;
  await applicant.call('PUT', `/api/v1/businesses/${id}/transit/resubmit?version=${version}`, { json: {} });

  // The reviewer sees what changed, checks it again and recommends it.
  await openApplication(reviewer, 'businesses', id);
  await expect(statusChip(reviewer, 'submitted')).toBeVisible();
  const resubmission = reviewer.getByRole('region', { name: t.review.resubmission });
  await expect(resubmission.getByRole('row').filter({ hasText: t.fields.activity_ids })).toContainText('4711');
  await step(reviewer, 'start_legal_check').click();
  await expect(statusChip(reviewer, 'legal_checking')).toBeVisible();
  await step(reviewer, 'recommend_approval').click();
  await expect(statusChip(reviewer, 'recommended_for_approval')).toBeVisible();
  await checkScreen(reviewer, 'admin-show', 'en');

  // The director approves; the cashier confirms the payment: registered, with a UEN.
  const director = await staffPage(browser, baseURL!, demoAccount('director'));
  await openApplication(director, 'businesses', id);
  await step(director, 'approve').click();
  await director.getByRole('dialog', { name: t.events.approve }).getByRole('button', { name: t.events.approve }).click();
  await expect(statusChip(director, 'waiting_for_payment')).toHaveText(en.status.waiting_for_payment);
  const cashier = await staffPage(browser, baseURL!, demoAccount('cashier'));
  await openApplication(cashier, 'businesses', id);
  await step(cashier, 'confirm_payment').click();
  const payment = cashier.getByRole('dialog', { name: t.events.confirm_payment });
  await payment.getByRole('textbox', { name: t.review.receipt_number }).fill('R-2026/0001');
  await payment.getByRole('button', { name: t.events.confirm_payment }).click();
  await expect(statusChip(cashier, 'registered')).toHaveText(en.status.registered);
  const uen = (await api.call('GET', `/api/v1/public/businesses/${id}`)).body.data.attributes.uen as string;
  expect(uen).toMatch(/^\d{14}$/);
  await expect(cashier.getByRole('definition').filter({ hasText: uen })).toBeVisible();

  // The gazette shows the company with its UEN.
  const gazette = await cashier.context().newPage();
  await gazette.goto('/publications');
  await expect(gazette.getByRole('row').filter({ hasText: name })).toContainText(uen, { timeout: 15_000 });

  // The auditor: the history, the state after the legal check started, the verified chain.
  const auditor = await staffPage(browser, baseURL!, demoAccount('auditor'));
  await auditor.goto(`/admin/businesses/${id}/history`);
  await expect(auditor.getByRole('status').filter({ hasText: /verified/i })).toHaveText(t.history.verified.replace('%{count}', '9'));
  await auditor.getByRole('radio', { name: `${t.history.state_at}: 2. ${en.step.start_legal_check}` }).check();
  const state = auditor.getByRole('region', { name: t.history.state_after.replace('%{event}', `2. ${en.step.start_legal_check}`) });
  await expect(state.locator('[data-status="legal_checking"]')).toHaveText(en.status.legal_checking);
  await expect(state).toContainText('5630');
  await checkScreen(auditor, 'admin-history', 'en');
  // What changed from the return to the resubmission.
  await auditor.getByRole('combobox', { name: t.history.from }).click();
  await auditor.getByRole('option', { name: `3. ${en.step.return_to_applicant}` }).click();
  await auditor.getByRole('combobox', { name: t.history.to_event }).click();
  await auditor.getByRole('option', { name: `5. ${en.step.resubmit}` }).click();
  await expect(
    auditor.getByRole('region', { name: t.history.diff }).getByRole('row', { name: new RegExp(`^${t.fields.activity_ids} `) }),
  ).toContainText('5630');

  for (const page of [reviewer, director, cashier, auditor]) await page.context().close();
});

test('two reviewers act on the same version: the second is told someone else changed it, and sees it reloaded', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-admin-conflict-${randomUUID().slice(0, 8)}@example.org`;
  const applicant = await api.signInApplicant(email);
  const id = await applicant.submitAndWait('/api/v1/trade_names', await districtTradeNamePayload(applicant, 'نانەواخانەی هەڵۆ', email));
  const second = await createStaff(api, ['reviewer'], { label: 'second-reviewer' });
  const [first, other] = await Promise.all([staffPage(browser, baseURL!, demoAccount('reviewer')), staffPage(browser, baseURL!, second)]);
  await Promise.all([openApplication(first, 'trade-names', id), openApplication(other, 'trade-names', id)]);
  await step(first, 'start_legal_check').click();
  await expect(statusChip(first, 'legal_checking')).toBeVisible();
  await step(other, 'start_legal_check').click();
  await expect(other.getByText(t.errors.conflict)).toBeVisible();
  // Reloaded: the state the other reviewer left it in.
  await expect(statusChip(other, 'legal_checking')).toBeVisible();
  await first.context().close();
  await other.context().close();
});

test('a senior reviewer assigns an application to another reviewer, whose "assigned to me" queue and dashboard show it', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(120_000);
  const suffix = randomUUID().slice(0, 8);
  const email = `e2e-admin-assign-${suffix}@example.org`;
  const applicant = await api.signInApplicant(email);
  const assignedName = 'نانەواخانەی شنۆ';
  const id = await applicant.submitAndWait('/api/v1/trade_names', await districtTradeNamePayload(applicant, assignedName, email));
  // Another application nobody is given: the filter must leave it out.
  const otherId = await applicant.submitAndWait('/api/v1/trade_names', await districtTradeNamePayload(applicant, 'چایخانەی زریان', email));
  // Assigning takes applications.assign (docs/web-admin.md): a reviewer who also holds the director's role.
  const senior = await createStaff(api, ['reviewer', 'director'], { label: 'senior-reviewer' });
  const assignee = await createStaff(api, ['reviewer'], { label: 'assignee', firstName: 'Shilan', lastName: `Assignee${suffix}` });

  // A plain reviewer has no assignment control.
  const plain = await staffPage(browser, baseURL!, demoAccount('reviewer'));
  await openApplication(plain, 'trade-names', id);
  await expect(plain.getByRole('combobox', { name: t.review.assignee })).toHaveCount(0);
  await plain.context().close();

  const page = await staffPage(browser, baseURL!, senior);
  await openApplication(page, 'trade-names', id);
  const picker = page.getByRole('combobox', { name: t.review.assignee });
  await expect(picker).toHaveValue(t.queue.filters.assignee_none);
  // The reviewers are searched by name, not listed whole: the run has made hundreds of them.
  await picker.fill(`Assignee${suffix}`);
  await expect(page.getByRole('option')).toHaveCount(2); // nobody, and the one reviewer of that name
  await screenshot(page, 'admin-assign-picker', 'en');
  await page.getByRole('option', { name: new RegExp(`Assignee${suffix}`) }).click();
  await expect(page.getByText(t.review.assigned)).toBeVisible();
  await expect(page.getByRole('combobox', { name: t.review.assignee })).toHaveValue(new RegExp(`Assignee${suffix}`));
  await page.context().close();

  // The assignee's queue, filtered to "assigned to me" through the filter menu: that one application only.
  const theirs = await staffPage(browser, baseURL!, assignee);
  await theirs.goto('/admin/trade-names');
  await expect(theirs.locator('[data-status]').first()).toBeVisible({ timeout: 15_000 });
  await theirs.getByRole('button', { name: englishRa.action.add_filter }).click();
  await theirs.getByRole('menuitemcheckbox', { name: t.queue.filters.assignee }).click();
  await theirs.getByRole('combobox', { name: t.queue.filters.assignee }).click();
  await theirs.getByRole('option', { name: t.queue.filters.assignee_me, exact: true }).click();
  await expect(theirs).toHaveURL(/assigneeId/);
  const rows = theirs.locator('tbody tr');
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await expect(rows.first()).toContainText(assignedName);
  await expect(rows.first()).toContainText(`Assignee${suffix}`);
  await expect(theirs.getByRole('row').filter({ hasText: 'چایخانەی زریان' })).toHaveCount(0);
  expect(otherId).not.toBe(id);

  // The dashboard's "My assignments" lists it, and its link opens the application in the back office.
  await theirs.goto('/admin');
  const mine = theirs.getByRole('region', { name: t.dashboard.mine }).getByRole('link', { name: assignedName });
  await expect(mine).toBeVisible({ timeout: 15_000 });
  await mine.click();
  await expect(theirs).toHaveURL(new RegExp(`/admin/trade-names/${id}/show$`));
  await expect(theirs.locator('#details-heading')).toBeVisible();
  await theirs.context().close();
});
