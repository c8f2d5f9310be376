import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { en } from '@registry/web-admin/i18n/en';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { PortalApi } from './support/api.js';
import { PERSONS } from './support/seed.js';
import { createStaff, demoAccount, signInStaffApi, type StaffAccount } from './support/staff.js';
import { checkScreen, expect, test } from './support/test.js';
import { staffPage } from './support/back-office.js';
import { distinctKurdishWords } from './support/applicant-journeys.js';

/**
 * The reviewer's work distribution (issue 22 §3, §6, §7) in the back office: a reviewer of their
 * own claims next from the trade-names queue, acts on it, and the next application of their
 * queue opens by itself; a director's assignment lights the notifications badge; an internal
 * note is added. Everything happens in a district no other journey uses (Biyara, Halabja), and
 * claims are made under that district's filter, so no other journey's application is taken.
 * axe and screenshots of the queue, the show page with its notes and the notifications, in en
 * and ckb.
 */
const DISTRICT = 'halabja-biyara';
const PROVINCE = 'halabja';
const texts = { en: en.admin, ckb: ckb.admin } as const;

async function tradeName(applicant: PortalApi, name: string, email: string) {
  return {
    locale: 'ckb',
    name,
    protection_level: 'district_level',
    district_id: DISTRICT,
    trade_name_type: 'profession',
    activity_ids: ['5630'],
    upn: PERSONS.owner,
    id_type: 'national_id',
    identity_document_number: 'A1234567',
    document_expiry: '2035-01-01',
    identity_documents: [await applicant.upload('identity_document')],
    email,
    phone_number: '07501234567',
    partners: [{ type: 'natural', upn: PERSONS.owner, owning_percentage: 100 }],
  };
}

const queueUrl = `/admin/trade-names?filter=${encodeURIComponent(JSON.stringify({ provinceId: PROVINCE, districtId: DISTRICT }))}`;
const showId = (page: Page) => /\/admin\/trade-names\/([0-9a-f-]{36})\/show/.exec(page.url())?.[1];

test.describe.configure({ mode: 'default' });

test('claim next, act, the next opens; the notifications badge; an internal note (en and ckb)', async ({ browser, baseURL, api }) => {
  test.setTimeout(240_000);
  const ids: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const email = `e2e-work-queue-${i}-${randomUUID().slice(0, 8)}@example.org`;
    const applicant = await api.signInApplicant(email);
    names.push(`بیارە ${distinctKurdishWords(2)} ${i}`);
    ids.push(await applicant.submitAndWait('/api/v1/trade_names', await tradeName(applicant, names[i]!, email)));
  }
  const reviewer: StaffAccount = await createStaff(api, ['reviewer'], { label: 'work-queue' });
  const reviewerApi = await signInStaffApi(api, reviewer);
  // One already on the reviewer's desk (claimed through the API, in the district), so that the next one has somewhere to come from.
  const first = (await reviewerApi.call('POST', '/api/admin/claim-next', { json: { kind: 'trade-name', districtId: DISTRICT } })).body;
  expect(ids).toContain(first.id);

  // In English: the queue of the district, oldest due first; "Claim next" opens the next unassigned one.
  const page = await staffPage(browser, baseURL!, reviewer, 'en');
  await page.goto(queueUrl);
  await expect(page.getByRole('button', { name: texts.en.work.claim_next })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: 'بیارە' })).toHaveCount(3, { timeout: 15_000 });
  await checkScreen(page, 'admin-work-queue', 'en');
  await page.getByRole('button', { name: texts.en.work.claim_next }).click();
  await expect(page).toHaveURL(/\/admin\/trade-names\/[0-9a-f-]{36}\/show$/, { timeout: 15_000 });
  const claimed = showId(page)!;
  expect(ids).toContain(claimed);
  expect(claimed).not.toBe(first.id);
  await expect(page.locator('#details-heading')).toBeVisible({ timeout: 15_000 });

  // Act: start the legal check (the page stays), recommend (the next of the queue opens by itself).
  await page.locator('[data-event="start_legal_check"]').click();
  await expect(page.locator('main [data-status="legal_checking"]').first()).toBeVisible({ timeout: 15_000 });
  expect(showId(page)).toBe(claimed);
  const clicksBefore = Date.now();
  await page.locator('[data-event="recommend_approval"]').click();
  await expect.poll(() => showId(page), { timeout: 15_000 }).toBe(first.id);
  // The page shows that application (its name as the heading), not the previous one under the new address.
  await expect(page.getByRole('heading', { level: 1, name: names[ids.indexOf(first.id)] })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [data-status="submitted"]').first()).toBeVisible({ timeout: 15_000 });
  test.info().annotations.push({ type: 'act → next opened', description: `${Date.now() - clicksBefore} ms` });

  // An internal note on the application now open.
  const note = `Checked the licence with the Biyara office ${randomUUID().slice(0, 6)}`;
  const notes = page.getByRole('region', { name: texts.en.work.notes.title });
  await notes.getByRole('textbox', { name: texts.en.work.notes.label }).fill(note);
  await notes.getByRole('button', { name: texts.en.work.notes.add }).click();
  await expect(notes.getByText(note)).toBeVisible({ timeout: 15_000 });
  await notes.scrollIntoViewIfNeeded();
  await checkScreen(page, 'admin-work-show-notes', 'en');
  const leftover = ids.find((id) => id !== first.id && id !== claimed)!;

  // A director gives the third one to the reviewer: the badge counts it.
  const director = await signInStaffApi(api, demoAccount('director'));
  const version = (await director.call('GET', `/api/admin/trade-names/${leftover}`)).body.version as number;
  const assigned = await director.call('PUT', `/api/v1/trade_names/${leftover}/transit/assign?version=${version}`, {
    json: { assigneeId: reviewer.id },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBeLessThan(300);
  // The notice is written by a projection: wait for the API to hold it, then the page's badge must
  // count every unread notice. The reviewer may also hold "falls due within a working day" notices:
  // the sweep that writes them runs every ten minutes, and a fresh application's answer is due
  // within a working day from the start, so how many depends on when the sweep last ran.
  // (Reloading inside the poll read the badge before its count had arrived, every time, on a slow machine.)
  const unread = async () =>
    (await reviewerApi.call('GET', '/api/admin/notifications?status=unread&_start=0&_end=10')).body as { messageCode: string }[];
  await expect
    .poll(async () => (await unread()).filter((n) => n.messageCode === 'staff-notification.assigned').length, { timeout: 30_000 })
    .toBe(1);
  const badge = page.getByTestId('notifications-badge');
  await expect(async () => {
    const count = (await unread()).length;
    await page.reload();
    await expect(badge).toHaveAttribute('aria-label', texts.en.work.notifications.badge.replace('%{count}', String(count)), {
      timeout: 10_000,
    });
  }).toPass({ timeout: 45_000 });
  await badge.click();
  await expect(page.getByText(/was assigned to you/)).toBeVisible({ timeout: 15_000 });
  await checkScreen(page, 'admin-work-notifications', 'en');

  // In Central Kurdish: the same screens.
  const kurdish = await staffPage(browser, baseURL!, reviewer, 'ckb');
  await kurdish.goto(queueUrl);
  await expect(kurdish.getByRole('button', { name: texts.ckb.work.claim_next })).toBeVisible({ timeout: 15_000 });
  await kurdish.getByRole('button', { name: texts.ckb.work.my_queue }).click();
  await expect(kurdish.getByRole('row').filter({ hasText: 'بیارە' })).toHaveCount(3, { timeout: 15_000 });
  await checkScreen(kurdish, 'admin-work-queue', 'ckb');
  const unreadNow = (await unread()).length;
  await kurdish.goto(`/admin/trade-names/${first.id}/show`);
  const kurdishNotes = kurdish.getByRole('region', { name: texts.ckb.work.notes.title });
  await expect(kurdishNotes.getByText(note)).toBeVisible({ timeout: 15_000 });
  await expect(kurdish.getByTestId('notifications-badge')).toHaveAttribute(
    'aria-label',
    // The count in the reader's digits (issue 35).
    texts.ckb.work.notifications.badge.replace('%{count}', unreadNow.toLocaleString('ar-IQ')),
  );
  await checkScreen(kurdish, 'admin-work-show-notes', 'ckb');
  await kurdish.getByTestId('notifications-badge').click();
  await expect(kurdish.getByText(/درایە تۆ/)).toBeVisible({ timeout: 15_000 });
  await checkScreen(kurdish, 'admin-work-notifications', 'ckb');
});
