import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { en } from '@registry/web-admin/i18n/en';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { receiptMessages } from '@registry/web-admin/messages/receipts';
import { PortalApi } from './support/api.js';
import {
  openApplication as openOf,
  staffPage,
  statusChip,
  stepButton as step,
  transitAndWait,
  versionOf as versionIn,
  districtTradeNamePayload,
} from './support/back-office.js';
import { createStaff, demoAccount, signInStaffApi } from './support/staff.js';
import { checkScreen, expect, test, type Lang } from './support/test.js';
import { distinctKurdishWords } from './support/applicant-journeys.js';

/**
 * Issue 22 §2, §4, §5 in the back office, in ckb and en: a return for correction with two
 * per-field comments (each in its own visible, labelled box; screenshot), a 409 that keeps the
 * dialog open on the fresh version with the reason and comments typed, the four-eyes refusal of
 * the person who recommended (holding the reviewer and director roles), a second director's
 * approval after a confirmation naming the application, the cashier's confirm payment with a
 * receipt number, and the day's receipts (listed, filtered by cashier, exported as CSV). axe
 * finds nothing on each of those screens.
 */
const TEXTS = { en, ckb } as const;

const openApplication = (page: Page, id: string) => openOf(page, 'trade-names', id);
const versionOf = (client: PortalApi, id: string) => versionIn(client, 'trade_names', id);
const transit = (staff: PortalApi, id: string, event: string, body: object = {}) => transitAndWait(staff, 'trade_names', id, event, body);

test.describe.configure({ mode: 'default' });

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(`return with per-field comments, a 409 that keeps them, four-eyes, confirmations and the day's receipts (${lang})`, async ({
    browser,
    baseURL,
    api,
  }) => {
    test.setTimeout(240_000);
    const t = TEXTS[lang as 'en' | 'ckb'].admin;
    const r = (receiptMessages[lang]!.resources as { receipts: { fields: Record<string, string>; export: string } }).receipts;
    const suffix = randomUUID().slice(0, 8);
    const name = `چایخانەی ${distinctKurdishWords(3)}`;
    const email = `e2e-review-actions-${lang}-${suffix}@example.org`;
    const applicant = await api.signInApplicant(email);
    const id = await applicant.submitAndWait('/api/v1/trade_names', await districtTradeNamePayload(applicant, name, email));

    // One person holding the reviewer's and the director's roles; a second director; a cashier of this test alone.
    const dual = await createStaff(api, ['reviewer', 'director'], { label: `dual-${lang}` });
    const cashierAccount = await createStaff(api, ['cashier'], {
      label: `cashier-${lang}`,
      firstName: 'Kawa',
      lastName: `Cashier${suffix}`,
    });
    const dualApi = await signInStaffApi(api, dual);
    const directorApi = await signInStaffApi(api, demoAccount('director'));
    await transit(dualApi, id, 'start_legal_check');

    // §2: the return dialog has a labelled box beside every field; two comments typed.
    const reviewer = await staffPage(browser, baseURL!, dual, lang);
    await openApplication(reviewer, id);
    await expect(statusChip(reviewer, 'legal_checking')).toBeVisible();
    await step(reviewer, 'return_to_applicant').click();
    const dialog = reviewer.getByRole('dialog', { name: t.events.return_to_applicant });
    const reason = dialog.getByRole('textbox', { name: t.review.reason });
    const onName = dialog.getByRole('textbox', { name: t.review.comment_on.replace('%{field}', t.fields.name), exact: true });
    const onPhone = dialog.getByRole('textbox', { name: t.review.comment_on.replace('%{field}', t.fields.phone_number), exact: true });
    const reasonText =
      lang === 'ckb' ? 'ناوەکە و ژمارەی تەلەفۆن پێویستیان بە ڕاستکردنەوە هەیە.' : 'The name and the phone number need correcting.';
    const nameComment = lang === 'ckb' ? 'ناوەکە وەک لە مۆڵەتەکەدا بنووسە' : 'Spell the name as on the licence';
    const phoneComment = lang === 'ckb' ? 'ژمارەکە کار ناکات' : 'This number does not answer';
    await reason.fill(reasonText);
    await onName.fill(nameComment);
    // Reached by keyboard: Tab from one field's box goes on to the next field's box.
    await onName.press('Tab');
    await expect(dialog.locator('li[data-field] textarea:focus')).toHaveCount(1);
    await expect(onName).not.toBeFocused();
    await onPhone.focus();
    await reviewer.keyboard.type(phoneComment);
    for (const box of [onName, onPhone]) {
      const size = await box.boundingBox();
      expect(size!.width).toBeGreaterThan(150);
    }
    await expect(onName).toHaveValue(nameComment);
    await expect(onPhone).toHaveValue(phoneComment);
    // The dialog lists what was written; narrowed to the name's fields (commented ones stay), both boxes show at once.
    await expect(dialog.locator('[data-written-comments] li')).toHaveCount(2);
    await dialog.getByRole('searchbox', { name: t.review.find_field }).fill(t.fields.name);
    await expect(onName).toBeInViewport();
    await expect(onPhone).toBeInViewport();
    await checkScreen(reviewer, 'review-return-comments', lang);
    await dialog.getByRole('searchbox', { name: t.review.find_field }).fill('');

    // Meanwhile a director assigns it (a new version): sending is a 409, the dialog stays with everything typed.
    await transit(directorApi, id, 'assign', { assigneeId: dual.id });
    await dialog.getByRole('button', { name: t.events.return_to_applicant }).click();
    await expect(dialog.getByText(t.review.conflict_kept)).toBeVisible();
    await expect(reason).toHaveValue(reasonText);
    await expect(onName).toHaveValue(nameComment);
    await expect(onPhone).toHaveValue(phoneComment);
    // On the fresh version now: the summary shows the assignee, and the same dialog sends.
    await expect(reviewer.locator('main dd').filter({ hasText: 'E2E' }).first()).toBeVisible();
    await checkScreen(reviewer, 'review-return-409-kept', lang);
    await dialog.getByRole('button', { name: t.events.return_to_applicant }).click();
    await expect(dialog).toBeHidden();
    // After a step on an application one holds, the next one of one's queue opens (issue 22 §3): back to this one.
    await openApplication(reviewer, id);
    await expect(statusChip(reviewer, 'returned_to_applicant')).toBeVisible();
    await expect(reviewer.getByText(nameComment)).toBeVisible();
    await expect(reviewer.getByText(phoneComment)).toBeVisible();
    const stored = (await dualApi.call('GET', `/api/v1/trade_names/${id}`)).body.data.attributes.openCorrection;
    expect(stored.fieldComments).toEqual({ name: nameComment, phone_number: phoneComment });

    // The applicant corrects and resubmits; the same person checks it again and recommends it.
    let version = await versionOf(applicant, id);
    const corrected = await applicant.call('PUT', `/api/v1/trade_names/${id}`, {
      json: { section: 'trade-name-info', changes: { phone_number: '07509876543' }, version },
    });
    version = corrected.body.data.attributes.version;
    await applicant.call('PUT', `/api/v1/trade_names/${id}/transit/resubmit?version=${version}`, { json: {} });
    await transit(dualApi, id, 'start_legal_check');
    await transit(dualApi, id, 'recommend_approval');

    // §4: the recommender may not approve: the button is disabled and says why, in the domain's words.
    await openApplication(reviewer, id);
    await expect(statusChip(reviewer, 'trade_name_recommended_for_approval')).toBeVisible();
    await expect(step(reviewer, 'approve')).toBeDisabled();
    await expect(reviewer.locator('[data-refused="approve"]')).toHaveText(t.review.four_eyes);
    await checkScreen(reviewer, 'review-four-eyes', lang);
    // The API refuses it too (403 workflow.four-eyes), whatever the screen shows.
    const refused = await dualApi.call('PUT', `/api/v1/trade_names/${id}/transit/approve?version=${await versionOf(dualApi, id)}`, {
      json: {},
      expect: [403],
    });
    expect(refused.body.errors[0].code).toBe('workflow.four-eyes');
    await reviewer.context().close();

    // §5: a second director approves after a confirmation naming the application and its kind.
    const director = await staffPage(browser, baseURL!, demoAccount('director'), lang);
    await openApplication(director, id);
    await step(director, 'approve').click();
    const confirm = director.getByRole('dialog', { name: t.events.approve });
    await expect(confirm.locator('[data-confirmation]')).toContainText(name);
    await expect(confirm.locator('[data-confirmation]')).toContainText(t.kinds['trade-name']);
    await checkScreen(director, 'review-approve-confirm', lang);
    await confirm.getByRole('button', { name: t.events.approve }).click();
    await expect(statusChip(director, 'waiting_for_payment')).toBeVisible();
    await director.context().close();

    // The cashier confirms the payment with the receipt's number (and today's date, filled in).
    const receiptNumber = `R-${suffix.toUpperCase()}`;
    const cashier = await staffPage(browser, baseURL!, cashierAccount, lang);
    await openApplication(cashier, id);
    await step(cashier, 'confirm_payment').click();
    const payment = cashier.getByRole('dialog', { name: t.events.confirm_payment });
    await expect(payment.locator('[data-confirmation]')).toContainText(name);
    // Without a receipt number nothing is sent.
    await payment.getByRole('button', { name: t.events.confirm_payment }).click();
    await expect(payment).toBeVisible();
    await payment.getByRole('textbox', { name: t.review.receipt_number }).fill(receiptNumber);
    await checkScreen(cashier, 'review-confirm-payment', lang);
    await payment.getByRole('button', { name: t.events.confirm_payment }).click();
    await expect(statusChip(cashier, 'granted')).toBeVisible();

    // The day's receipts: this cashier's, by the filter; exported as CSV.
    await cashier.goto('/admin/receipts');
    // The cashiers are searched by name, not listed whole (the run makes many).
    await cashier.getByRole('combobox', { name: r.fields.cashierId }).fill(`Cashier${suffix}`);
    await cashier.getByRole('option', { name: new RegExp(`Cashier${suffix}`) }).click();
    const rows = cashier.locator('tbody tr');
    await expect(rows).toHaveCount(1, { timeout: 15_000 });
    await expect(rows.first()).toContainText(receiptNumber);
    await expect(rows.first()).toContainText(name);
    await checkScreen(cashier, 'receipts', lang);
    const [download] = await Promise.all([cashier.waitForEvent('download'), cashier.getByRole('button', { name: r.export }).click()]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('receipt_number,receipt_date,kind,application_id,name,uen,cashier_id,cashier_name,confirmed_at');
    expect(csv).toContain(`${receiptNumber},`);
    expect(csv).toContain(name);
    await cashier.context().close();
  });
}
