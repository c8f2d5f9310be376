import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { en } from '@registry/web-admin/i18n/en';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { receiptMessages } from '@registry/web-admin/messages/receipts';
import { PortalApi } from './support/api.js';
import {
  checkBackOfficeScreen,
  openApplication as openOf,
  staffPage,
  statusChip,
  stepButton as step,
  switchBackOfficeLanguage,
  transitAndWait,
  versionOf as versionIn,
  districtTradeNamePayload,
} from './support/back-office.js';
import { createStaff, demoAccount, signInStaffApi } from './support/staff.js';
import { expect, FOLDED_LANGUAGES, test, type Lang } from './support/test.js';
import { distinctKurdishWords } from './support/applicant-journeys.js';

/**
 * Issue 22 §2, §4, §5 in the back office, walked once in Central Kurdish, each screen also checked
 * in English (switched in place): a return for correction with two per-field comments (each in its
 * own visible, labelled box; screenshot), a 409 that keeps the dialog open on the fresh version
 * with the reason and comments typed, the four-eyes refusal of the person who recommended
 * (holding the reviewer and director roles), a second director's approval after a confirmation
 * naming the application, the cashier's confirm payment with a receipt number, and the day's
 * receipts (listed, filtered by cashier, exported as CSV). axe finds nothing on each of those
 * screens, in either language.
 */
const ADMIN = { ckb: ckb.admin, en: en.admin } as const;
type Receipts = { receipts: { fields: Record<string, string>; export: string } };
const RECEIPTS = (lang: 'ckb' | 'en') => (receiptMessages[lang]!.resources as Receipts).receipts;
const BOTH: { also: Lang[] } = { also: ['en'] };

const openApplication = (page: Page, id: string) => openOf(page, 'trade-names', id);
const versionOf = (client: PortalApi, id: string) => versionIn(client, 'trade_names', id);
const transit = (staff: PortalApi, id: string, event: string, body: object = {}) => transitAndWait(staff, 'trade_names', id, event, body);

/** Assertions on a screen no axe is run on, in ckb, then in en switched in place, then back in ckb for the journey to go on. */
async function assertInCkbAndEn(page: Page, assert: () => Promise<void>): Promise<void> {
  await assert();
  await switchBackOfficeLanguage(page, 'en');
  await assert();
  await switchBackOfficeLanguage(page, 'ckb');
}

test(
  "return with per-field comments, a 409 that keeps them, four-eyes, confirmations and the day's receipts (ckb, each screen in en too)",
  { tag: FOLDED_LANGUAGES },
  async ({ browser, baseURL, api }) => {
    test.setTimeout(240_000);
    const suffix = randomUUID().slice(0, 8);
    const name = `چایخانەی ${distinctKurdishWords(3)}`;
    const email = `e2e-review-actions-${suffix}@example.org`;
    const applicant = await api.signInApplicant(email);
    const id = await applicant.submitAndWait('/api/v1/trade_names', await districtTradeNamePayload(applicant, name, email));

    // One person holding the reviewer's and the director's roles; a second director; a cashier of this test alone.
    const dual = await createStaff(api, ['reviewer', 'director'], { label: 'review-dual' });
    const cashierAccount = await createStaff(api, ['cashier'], {
      label: 'review-cashier',
      firstName: 'Kawa',
      lastName: `Cashier${suffix}`,
    });
    const dualApi = await signInStaffApi(api, dual);
    const directorApi = await signInStaffApi(api, demoAccount('director'));
    await transit(dualApi, id, 'start_legal_check');

    // §2: the return dialog has a labelled box beside every field; two comments typed (in Kurdish, in both languages).
    const reviewer = await staffPage(browser, baseURL!, dual, 'ckb');
    await openApplication(reviewer, id);
    const reasonText = 'ناوەکە و ژمارەی تەلەفۆن پێویستیان بە ڕاستکردنەوە هەیە.';
    const nameComment = 'ناوەکە وەک لە مۆڵەتەکەدا بنووسە';
    const phoneComment = 'ژمارەکە کار ناکات';
    const returnDialog = (l: 'ckb' | 'en') => {
      const dialog = reviewer.getByRole('dialog', { name: ADMIN[l].events.return_to_applicant });
      const onField = (field: string) =>
        dialog.getByRole('textbox', { name: ADMIN[l].review.comment_on.replace('%{field}', field), exact: true });
      return {
        dialog,
        reason: dialog.getByRole('textbox', { name: ADMIN[l].review.reason }),
        onName: onField(ADMIN[l].fields.name),
        onPhone: onField(ADMIN[l].fields.phone_number),
        findField: dialog.getByRole('searchbox', { name: ADMIN[l].review.find_field }),
        send: dialog.getByRole('button', { name: ADMIN[l].events.return_to_applicant }),
      };
    };
    /** Opens the return dialog and types the reason and both comments (again after a change of language: the dialog closes). */
    const typeReturn = async (l: 'ckb' | 'en') => {
      const { dialog, reason, onName, onPhone } = returnDialog(l);
      await expect(statusChip(reviewer, 'legal_checking')).toBeVisible();
      await step(reviewer, 'return_to_applicant').click();
      await reason.fill(reasonText);
      await onName.fill(nameComment);
      // Reached by keyboard: Tab from one field's box goes on to the next field's box.
      await onName.press('Tab');
      await expect(dialog.locator('li[data-field] textarea:focus')).toHaveCount(1);
      await expect(onName).not.toBeFocused();
      await onPhone.focus();
      await reviewer.keyboard.type(phoneComment);
    };
    const expectTyped = async (l: 'ckb' | 'en') => {
      const { reason, onName, onPhone } = returnDialog(l);
      await expect(reason).toHaveValue(reasonText);
      await expect(onName).toHaveValue(nameComment);
      await expect(onPhone).toHaveValue(phoneComment);
    };
    await checkBackOfficeScreen(reviewer, 'review-return-comments', 'ckb', {
      ...BOTH,
      ready: async (lang) => {
        const l = lang as 'ckb' | 'en';
        const { dialog, onName, onPhone, findField } = returnDialog(l);
        if (!(await dialog.isVisible())) await typeReturn(l);
        for (const box of [onName, onPhone]) expect((await box.boundingBox())!.width).toBeGreaterThan(150);
        await expectTyped(l);
        // The dialog lists what was written; narrowed to the name's fields (commented ones stay), both boxes show at once.
        await expect(dialog.locator('[data-written-comments] li')).toHaveCount(2);
        await findField.fill(ADMIN[l].fields.name);
        await expect(onName).toBeInViewport();
        await expect(onPhone).toBeInViewport();
      },
    });
    await returnDialog('ckb').findField.fill('');

    // Meanwhile a director assigns it (a new version): sending is a 409, the dialog stays with everything typed.
    const sendOnStaleVersion = async (l: 'ckb' | 'en') => {
      await transit(directorApi, id, 'assign', { assigneeId: dual.id });
      await returnDialog(l).send.click();
    };
    await sendOnStaleVersion('ckb');
    await checkBackOfficeScreen(reviewer, 'review-return-409-kept', 'ckb', {
      ...BOTH,
      ready: async (lang) => {
        const l = lang as 'ckb' | 'en';
        // After a change of language the dialog is gone: typed again, and again a director's step comes between.
        if (!(await returnDialog(l).dialog.isVisible())) {
          await typeReturn(l);
          await sendOnStaleVersion(l);
        }
        await expect(returnDialog(l).dialog.getByText(ADMIN[l].review.conflict_kept)).toBeVisible();
        await expectTyped(l);
        // On the fresh version now: the summary shows the assignee.
        await expect(reviewer.locator('main dd').filter({ hasText: 'E2E' }).first()).toBeVisible();
      },
    });
    // The same dialog sends.
    await returnDialog('ckb').send.click();
    await expect(returnDialog('ckb').dialog).toBeHidden();
    // After a step on an application one holds, the next one of one's queue opens (issue 22 §3): back to this one.
    await openApplication(reviewer, id);
    await assertInCkbAndEn(reviewer, async () => {
      await expect(statusChip(reviewer, 'returned_to_applicant')).toBeVisible();
      await expect(reviewer.getByText(nameComment)).toBeVisible();
      await expect(reviewer.getByText(phoneComment)).toBeVisible();
    });
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
    await checkBackOfficeScreen(reviewer, 'review-four-eyes', 'ckb', {
      ...BOTH,
      ready: async (lang) => {
        await expect(statusChip(reviewer, 'trade_name_recommended_for_approval')).toBeVisible();
        await expect(step(reviewer, 'approve')).toBeDisabled();
        await expect(reviewer.locator('[data-refused="approve"]')).toHaveText(ADMIN[lang as 'ckb' | 'en'].review.four_eyes);
      },
    });
    // The API refuses it too (403 workflow.four-eyes), whatever the screen shows.
    const refused = await dualApi.call('PUT', `/api/v1/trade_names/${id}/transit/approve?version=${await versionOf(dualApi, id)}`, {
      json: {},
      expect: [403],
    });
    expect(refused.body.errors[0].code).toBe('workflow.four-eyes');
    await reviewer.context().close();

    // §5: a second director approves after a confirmation naming the application and its kind.
    const director = await staffPage(browser, baseURL!, demoAccount('director'), 'ckb');
    await openApplication(director, id);
    const confirmOf = (l: 'ckb' | 'en') => director.getByRole('dialog', { name: ADMIN[l].events.approve });
    await checkBackOfficeScreen(director, 'review-approve-confirm', 'ckb', {
      ...BOTH,
      ready: async (lang) => {
        const l = lang as 'ckb' | 'en';
        if (!(await confirmOf(l).isVisible())) await step(director, 'approve').click();
        await expect(confirmOf(l).locator('[data-confirmation]')).toContainText(name);
        await expect(confirmOf(l).locator('[data-confirmation]')).toContainText(ADMIN[l].kinds['trade-name']);
        await expect(confirmOf(l).getByRole('button', { name: ADMIN[l].events.approve })).toBeEnabled();
      },
    });
    await confirmOf('ckb').getByRole('button', { name: ADMIN.ckb.events.approve }).click();
    await expect(statusChip(director, 'waiting_for_payment')).toBeVisible();
    // In en too; the director's page is done with, so not switched back.
    await switchBackOfficeLanguage(director, 'en');
    await expect(statusChip(director, 'waiting_for_payment')).toBeVisible();
    await director.context().close();

    // The cashier confirms the payment with the receipt's number (and today's date, filled in).
    const receiptNumber = `R-${suffix.toUpperCase()}`;
    const cashier = await staffPage(browser, baseURL!, cashierAccount, 'ckb');
    await openApplication(cashier, id);
    const paymentOf = (l: 'ckb' | 'en') => cashier.getByRole('dialog', { name: ADMIN[l].events.confirm_payment });
    await checkBackOfficeScreen(cashier, 'review-confirm-payment', 'ckb', {
      ...BOTH,
      ready: async (lang) => {
        const l = lang as 'ckb' | 'en';
        const payment = paymentOf(l);
        const receipt = payment.getByRole('textbox', { name: ADMIN[l].review.receipt_number });
        if (!(await payment.isVisible())) {
          await step(cashier, 'confirm_payment').click();
          await expect(payment.locator('[data-confirmation]')).toContainText(name);
          // Without a receipt number nothing is sent.
          await payment.getByRole('button', { name: ADMIN[l].events.confirm_payment }).click();
          await expect(payment).toBeVisible();
          await receipt.fill(receiptNumber);
        }
        await expect(payment.locator('[data-confirmation]')).toContainText(name);
        await expect(receipt).toHaveValue(receiptNumber);
      },
    });
    await paymentOf('ckb').getByRole('button', { name: ADMIN.ckb.events.confirm_payment }).click();
    await assertInCkbAndEn(cashier, () => expect(statusChip(cashier, 'granted')).toBeVisible());

    // The day's receipts: this cashier's, by the filter; exported as CSV (from the screen in each language).
    await cashier.goto('/admin/receipts');
    const cashierFilter = (l: 'ckb' | 'en') => cashier.getByRole('combobox', { name: RECEIPTS(l).fields.cashierId });
    /** The cashiers are searched by name, not listed whole (the run makes many). */
    const pickCashier = async (l: 'ckb' | 'en') => {
      await cashierFilter(l).fill(`Cashier${suffix}`);
      await cashier.getByRole('option', { name: new RegExp(`Cashier${suffix}`) }).click();
    };
    const expectFilteredRows = async (l: 'ckb' | 'en') => {
      // Picked once, in ckb. The filter form applies a choice after half a second (react-admin's
      // debounce), then the list keeps it in its address, which outlives the re-mount a change of
      // language causes: the en check finds it there, the cashier named again in the picker.
      if (l === 'ckb') {
        await pickCashier(l);
        await expect(cashier).toHaveURL(/cashierId/);
      }
      await expect(cashierFilter(l)).toHaveValue(new RegExp(`Cashier${suffix}`));
      const rows = cashier.locator('tbody tr');
      await expect(rows).toHaveCount(1, { timeout: 15_000 });
      await expect(rows.first()).toContainText(receiptNumber);
      await expect(rows.first()).toContainText(name);
    };
    await checkBackOfficeScreen(cashier, 'receipts', 'ckb', { ...BOTH, ready: (lang) => expectFilteredRows(lang as 'ckb' | 'en') });
    // Exported after axe (its notification is not part of the checked screen), by the button in each language.
    const exportCsv = async (l: 'ckb' | 'en') => {
      const [download] = await Promise.all([
        cashier.waitForEvent('download'),
        cashier.getByRole('button', { name: RECEIPTS(l).export }).click(),
      ]);
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv.split('\r\n')[0]).toBe('receipt_number,receipt_date,kind,application_id,name,uen,cashier_id,cashier_name,confirmed_at');
      expect(csv).toContain(`${receiptNumber},`);
      expect(csv).toContain(name);
    };
    await exportCsv('ckb');
    await switchBackOfficeLanguage(cashier, 'en');
    await expectFilteredRows('en');
    await exportCsv('en');
    await cashier.context().close();
  },
);
