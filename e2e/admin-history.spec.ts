import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { en } from '@registry/web-admin/i18n/en';
import { auditMessages } from '@registry/web-admin/messages/audit';
import { checkBackOfficeScreen, staffPage, districtTradeNamePayload, switchBackOfficeLanguage } from './support/back-office.js';
import { createStaff, demoAccount, signInStaffApi } from './support/staff.js';
import { expect, FOLDED_LANGUAGES, test, type Lang } from './support/test.js';

/**
 * Issue 24 §1, as an auditor works: the history opened from the application's page (the History
 * button used to reopen the application), the state at a chosen date and time (Baghdad), each
 * event's actor, hash and payload, the history exported as JSON and CSV with its chain
 * verification (the downloads read back), the actor's activity trail, and the security log
 * filtered by user and kind. Walked once in ckb; each screen is checked in ckb and in en, switched
 * in place (axe and screenshots of every screen added or changed in ckb, ar and en at 1280 px).
 */
const catalogues = { ckb: ckb as unknown as typeof en, en };
type AuditTexts = (typeof auditMessages)['en'];
const audit = (lang: 'ckb' | 'en') =>
  (auditMessages[lang] as AuditTexts).admin as {
    audit: Record<string, string>;
    security_events: Record<string, string>;
    security_values: Record<string, Record<string, string>>;
  };
const resourceTexts = (lang: 'ckb' | 'en') =>
  (auditMessages[lang] as AuditTexts).resources as Record<string, { name: string; fields: Record<string, string>; show?: string }>;

/** Picks an instant on the history's date and time picker, part by part, as the Baghdad wall clock reads it (UTC+3 all year). */
async function pickMoment(page: Page, iso: string): Promise<void> {
  const wall = new Date(new Date(iso).getTime() + 3 * 3600_000);
  const parts = {
    day: wall.getUTCDate(),
    month: wall.getUTCMonth() + 1,
    year: wall.getUTCFullYear(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
  for (const [part, value] of Object.entries(parts))
    await page.locator(`[data-testid="state-at-time"] select[data-part="${part}"]`).selectOption(String(value));
}

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile((await download.path())!);
}

/** The screen in English, switched in place (react-admin re-mounts the page), then back in ckb for the journey to go on. */
async function inEnglish(page: Page, check: () => Promise<void>): Promise<void> {
  await switchBackOfficeLanguage(page, 'en');
  await check();
  await switchBackOfficeLanguage(page, 'ckb');
}

test("the auditor's history, export, trail and security log", { tag: FOLDED_LANGUAGES }, async ({ browser, baseURL, api }) => {
  test.setTimeout(180_000);
  const t = catalogues.ckb.admin;
  const a = audit('ckb').audit;
  const kinds = audit('ckb').security_events;
  const r = resourceTexts('ckb');
  const suffix = randomUUID().slice(0, 8);
  const TRADE_NAME = 'کتێبخانەی مێژوو';

  // A trade name submitted by its applicant, then taken into the legal check by a reviewer a few seconds later.
  const email = `e2e-history-${suffix}@example.org`;
  const applicant = await api.signInApplicant(email);
  const id = await applicant.submitAndWait('/api/v1/trade_names', await districtTradeNamePayload(applicant, TRADE_NAME, email));
  const reviewerAccount = await createStaff(api, ['reviewer'], {
    label: 'history',
    firstName: 'Dilan',
    lastName: `Reviewer ${suffix}`,
  });
  const reviewer = await signInStaffApi(api, reviewerAccount);
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  await reviewer.call('PUT', `/api/v1/trade_names/${id}/transit/start_legal_check?version=1`, {
    json: {},
    headers: { Prefer: 'respond-async' },
  });
  // A failed sign-in of the reviewer, for the security log.
  await api.call('POST', '/api/v1/sign-in', {
    json: { email: reviewerAccount.email, password: 'not-the-password-at-all' },
    expect: [401],
  });

  const auditorApi = await signInStaffApi(api, demoAccount('auditor'));
  const events = (await auditorApi.call('GET', `/api/v1/audit/trade-names/${id}/events`)).body.data.map(
    (e: { attributes: { recordedAt: string; type: string } }) => e.attributes,
  );
  expect(events.map((e: { type: string }) => e.type)).toEqual(['trade-name.submitted', 'trade-name.legal-check-started']);

  const page = await staffPage(browser, baseURL!, demoAccount('auditor'), 'ckb');

  // From the application's page to its history (the link so named in en too).
  await page.goto(`/admin/trade-names/${id}/show`);
  await expect(page.getByRole('link', { name: t.history.title })).toBeVisible({ timeout: 15_000 });
  await inEnglish(page, async () => {
    await expect(page.getByRole('link', { name: en.admin.history.title })).toBeVisible({ timeout: 15_000 });
  });
  await page.getByRole('link', { name: t.history.title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/trade-names/${id}/history$`));
  const verified = (lang: 'ckb' | 'en') =>
    page.getByRole('status').filter({ hasText: catalogues[lang].admin.history.verified.split('%{count}')[0]!.trim() });
  await expect(verified('ckb')).toBeVisible({ timeout: 15_000 });

  // Each event: the applicant by e-mail, the reviewer by name, the hash, the payload.
  const rowsIn = (lang: 'ckb' | 'en') => page.getByRole('region', { name: catalogues[lang].admin.history.events }).getByRole('row');
  // The actor's cell (the payload holds the e-mail too): a link to their trail named by who they are.
  const actorCell = (lang: 'ckb' | 'en', row: number) => rowsIn(lang).nth(row).getByRole('cell').nth(2);
  await expect(actorCell('ckb', 1)).toContainText(email);
  await expect(actorCell('ckb', 2)).toHaveText(`Dilan Reviewer ${suffix}`);
  // The exports do not depend on the language (the API's export takes none): downloaded once, in ckb.
  const json = JSON.parse((await downloaded(page, a.export_json!)).toString('utf8'));
  await expect(rowsIn('ckb').nth(1)).toContainText(json.events[0].hash);
  // The event's number in the reader's digits (issue 35).
  const payloadToggle = (lang: 'ckb' | 'en') =>
    rowsIn(lang)
      .nth(1)
      .getByText(audit(lang).audit.payload_of!.replace('%{version}', lang === 'ckb' ? '١' : '1'));
  await payloadToggle('ckb').click();
  await expect(rowsIn('ckb').nth(1).locator('pre')).toContainText('"upn"');

  // The exports: every event with its verification.
  expect(json.verification).toMatchObject({ ok: true, problems: [] });
  expect(json.application).toEqual({ kind: 'trade-names', id });
  expect(json.events.map((e: { type: string; actor: { name: string } }) => [e.type, e.actor.name])).toEqual([
    ['trade-name.submitted', email],
    ['trade-name.legal-check-started', `Dilan Reviewer ${suffix}`],
  ]);
  const csv = await downloaded(page, a.export_csv!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'application_kind,application_id,version,event_id,event_type,recorded_at,actor_kind,actor_id,actor_name,data,hash,chain_verified,chain_problem',
  );
  expect(lines).toHaveLength(3);
  expect(lines[2]).toContain(`,staff,${reviewerAccount.id},Dilan Reviewer ${suffix},`);
  expect(lines.slice(1).every((line) => line.endsWith(',true,'))).toBe(true);

  // The state at the submission's second (Baghdad time): submitted, one event; before it: nothing yet.
  // The picker speaks the staff member's language: its parts are named so, the months by name, in the language's digits.
  const partsIn = (lang: 'ckb' | 'en') => (audit(lang).audit as unknown as { parts: Record<string, string> }).parts;
  const pickedMonthAndDay = async (lang: 'ckb' | 'en') => {
    await expect(page.getByRole('combobox', { name: partsIn(lang).month, exact: true }).locator('option:checked')).toHaveText(
      lang === 'ckb' ? /^[\u0600-\u06FF ]+$/ : /^[A-Z][a-z]+$/,
    );
    await expect(page.getByRole('combobox', { name: partsIn(lang).day, exact: true }).locator('option:checked')).toHaveText(
      lang === 'ckb' ? /^[٠-٩]+$/ : /^\d+$/,
    );
  };
  const stateAt = page.getByTestId('state-at-time-result');
  // The recorded state's codes in words, as the case file writes them: the district, the name's language, the activity's path, the shares.
  const submittedStateInWords = async (lang: 'ckb' | 'en') => {
    await expect(stateAt).toContainText(/5630 — .+ › /, { timeout: 15_000 });
    await expect(stateAt).toContainText(catalogues[lang].admin.fields!.ckb!);
    await expect(stateAt).toContainText(lang === 'ckb' ? '٦٠%' : '60%');
    await expect(stateAt).not.toContainText('erbil-shaqlawa');
  };
  await expect(page.getByTestId('state-at-time')).toContainText(a.baghdad_time!);
  await pickMoment(page, events[0].recordedAt);
  await pickedMonthAndDay('ckb');
  await page.getByRole('button', { name: a.show_state }).click();
  await expect(stateAt.locator('[data-status="submitted"]')).toBeVisible();
  await pickMoment(page, events[1].recordedAt);
  await page.getByRole('button', { name: a.show_state }).click();
  await expect(stateAt.locator('[data-status="legal_checking"]')).toBeVisible();
  await pickMoment(page, new Date(new Date(events[0].recordedAt).getTime() - 60_000).toISOString());
  await page.getByRole('button', { name: a.show_state }).click();
  await expect(stateAt.getByRole('status')).toHaveText(a.not_yet!);

  await pickMoment(page, events[0].recordedAt);
  await page.getByRole('button', { name: a.show_state }).click();
  await submittedStateInWords('ckb');
  await checkBackOfficeScreen(page, 'admin-history-audit', 'ckb', {
    also: ['ar', 'en'],
    ready: async (lang) => {
      await expect(page.getByRole('status').first()).toBeVisible({ timeout: 15_000 });
      if (lang !== 'en') return;
      // The change of language re-mounted the page: the English reader's history is brought back
      // to where the ckb one stands (the payload open, the state at the submission), with its texts.
      const e = audit('en').audit;
      await expect(verified('en')).toBeVisible({ timeout: 15_000 });
      await expect(actorCell('en', 1)).toContainText(email);
      await expect(actorCell('en', 2)).toHaveText(`Dilan Reviewer ${suffix}`);
      await expect(rowsIn('en').nth(1)).toContainText(json.events[0].hash);
      await expect(page.getByRole('button', { name: e.export_json })).toBeEnabled();
      await expect(page.getByRole('button', { name: e.export_csv })).toBeEnabled();
      await payloadToggle('en').click();
      await expect(rowsIn('en').nth(1).locator('pre')).toContainText('"upn"');
      await expect(page.getByTestId('state-at-time')).toContainText(e.baghdad_time!);
      await pickMoment(page, new Date(new Date(events[0].recordedAt).getTime() - 60_000).toISOString());
      await page.getByRole('button', { name: e.show_state }).click();
      await expect(stateAt.getByRole('status')).toHaveText(e.not_yet!);
      await pickMoment(page, events[0].recordedAt);
      await pickedMonthAndDay('en');
      await page.getByRole('button', { name: e.show_state }).click();
      await expect(stateAt.locator('[data-status="submitted"]')).toBeVisible();
      await submittedStateInWords('en');
    },
  });

  // The reviewer's activity trail, from their name in the history.
  await page.getByRole('link', { name: new RegExp(`Dilan Reviewer ${suffix}`) }).click();
  await expect(page).toHaveURL(/\/admin\/audit-trail\?filter=/);
  const trailRows = page.locator('.RaDatagrid-tbody tr');
  await checkBackOfficeScreen(page, 'admin-audit-trail', 'ckb', {
    also: ['ar', 'en'],
    ready: async (lang) => {
      await expect(trailRows).toHaveCount(1, { timeout: 15_000 });
      if (lang !== 'ckb' && lang !== 'en') return;
      await expect(trailRows.first()).toContainText(catalogues[lang].step.start_legal_check);
      // The record by its kind, reference and name, not "ناوی بازرگانی 3e08dfaa" (issue 35 §3).
      const recordCell = trailRows.first().getByRole('cell').nth(3);
      await expect(recordCell).toContainText(TRADE_NAME);
      await expect(recordCell).toContainText(/TN-\d{4}-\d+/);
      await expect(recordCell).not.toContainText(id.slice(0, 8));
    },
  });

  // The security log: the reviewer's rows, then only their failed sign-in.
  await page.goto('/admin/security-log');
  const logRows = page.locator('.RaDatagrid-tbody tr');
  await expect(logRows.first()).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(r['security-log']!.fields.user!).fill(reviewerAccount.email);
  // The reviewer's rows, the failed sign-in first, its details in the auditor's language: why it failed, not the code the server logged.
  const reviewerRows = async (lang: 'ckb' | 'en') => {
    await expect(logRows).toHaveCount(3, { timeout: 15_000 });
    await expect(logRows.first()).toContainText(audit(lang).security_events.sign_in_failed!);
    await expect(logRows.first()).toContainText(audit(lang).security_values.why!['wrong-password']!);
  };
  await reviewerRows('ckb');
  await inEnglish(page, async () => {
    const enLog = resourceTexts('en')['security-log']!.fields;
    await expect(page.getByLabel(enLog.user!)).toHaveValue(reviewerAccount.email);
    await reviewerRows('en');
    // The kinds to filter by, in English too (looked at, the filter chosen below in ckb).
    await page.getByRole('combobox', { name: enLog.event }).click();
    await expect(page.getByRole('option', { name: audit('en').security_events.sign_in_succeeded, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });
  await reviewerRows('ckb');
  await page.getByRole('combobox', { name: r['security-log']!.fields.event }).click();
  await page.getByRole('option', { name: kinds.sign_in_succeeded, exact: true }).click();
  await checkBackOfficeScreen(page, 'admin-security-log', 'ckb', {
    also: ['ar', 'en'],
    ready: async (lang) => {
      await expect(logRows).toHaveCount(1, { timeout: 15_000 });
      if (lang !== 'ckb' && lang !== 'en') return;
      await expect(logRows.first()).toContainText(audit(lang).security_events.sign_in_succeeded!);
      await expect(logRows.first()).toContainText(`Dilan Reviewer ${suffix}`);
      await expect(logRows.first()).toContainText(audit(lang).security_values.scope!.full!);
      await expect(logRows.first().locator('dl code')).toHaveCount(0);
    },
  });
  await page.context().close();
});

test('the application page in ar has the History link (axe, screenshot) and a reviewer sees no security log', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-history-ar-${randomUUID().slice(0, 8)}@example.org`;
  const applicant = await api.signInApplicant(email);
  const id = await applicant.submitAndWait('/api/v1/trade_names', await districtTradeNamePayload(applicant, 'مەکتەبەی دیجلە', email));
  const page = await staffPage(browser, baseURL!, demoAccount('auditor'), 'ckb');
  await page.goto(`/admin/trade-names/${id}/show`);
  await expect(page.locator('#details-heading')).toBeVisible({ timeout: 15_000 });
  await checkBackOfficeScreen(page, 'admin-history-show', 'ckb', {
    also: ['ar', 'en'] as Lang[],
    ready: async () => {
      await expect(page.locator('#details-heading')).toBeVisible({ timeout: 15_000 });
    },
  });
  await page.context().close();

  const reviewer = await staffPage(browser, baseURL!, demoAccount('reviewer'), 'en');
  await reviewer.goto('/admin/security-log');
  await expect(reviewer.getByRole('heading', { level: 1, name: en.admin.forbidden.title })).toBeVisible({ timeout: 15_000 });
  await reviewer.context().close();
});
