import { auditMessages } from '@registry/web-admin/messages/audit';
import { checkBackOfficeScreen, staffPage } from './support/back-office.js';
import { distinctKurdishWords } from './support/applicant-journeys.js';
import { createStaff, demoAccount, signInStaffApi } from './support/staff.js';
import { expect, test } from './support/test.js';

/**
 * Issue 35 §3, in Central Kurdish: the security log says what a calendar change did as a
 * sentence ("ئاسۆ ڕەحیم marked the day … a holiday"), with the day in words and the reader's
 * digits, never `date:`, `before:` and JSON, nor the subject `working-calendar:2031-…`.
 */
const CALENDAR = '/api/v1/working-calendar';
const sentences = (auditMessages.ckb as { admin: { security_sentences: Record<string, string> } }).admin.security_sentences;

test('a holiday set in the working calendar reads as a sentence in the security log (ckb)', async ({ browser, baseURL, api }) => {
  test.setTimeout(120_000);
  const lastName = distinctKurdishWords(1);
  const account = await createStaff(api, ['system_admin'], { label: 'calendar-words', firstName: 'ئاسۆ', lastName });
  const admin = await signInStaffApi(api, account);
  // A day far ahead that no other journey's due time reaches; the calendar is left as found.
  const date = '2033-03-21';
  const days = (await admin.call('GET', `${CALENDAR}?from=${date}`)).body.data.attributes.days as Array<{ date: string; version: number }>;
  const held = days.find((d) => d.date === date);
  if (held) await admin.call('DELETE', `${CALENDAR}/days/${date}?version=${held.version}`);
  await admin.call('PUT', `${CALENDAR}/days/${date}`, {
    json: { workingTime: 'off', name: { ckb: 'نەورۆز', en: 'Newroz', ar: 'نوروز', kmr: 'Newroz' }, version: 0 },
  });
  await admin.call('DELETE', `${CALENDAR}/days/${date}?version=1`);

  const page = await staffPage(browser, baseURL!, demoAccount('auditor'), 'ckb');
  await page.goto(`/admin/security-log?filter=${encodeURIComponent(JSON.stringify({ user: account.email }))}`);
  const rows = page.locator('.RaDatagrid-tbody tr');
  await expect(rows.locator('[data-sentence]')).toHaveCount(2, { timeout: 15_000 });
  const actor = `ئاسۆ ${lastName}`;
  const [before, after] = sentences.day_off!.split('%{date}');
  const set = rows.filter({ hasText: after!.trim() });
  await expect(set.locator('[data-sentence]')).toContainText(before!.replace('%{actor}', actor).trim());
  await expect(set.locator('[data-sentence]')).toContainText('٢١');
  await expect(set.locator('[data-sentence]')).toContainText('٢٠٣٣');
  await expect(set.locator('[data-sentence]')).toContainText('(نەورۆز)');
  // How many open applications the change moved (none: no due time reaches 2033), as the log recorded it.
  await expect(rows.locator('[data-sentence]')).toContainText([sentences.moved_none!, sentences.moved_none!]);
  for (const sentence of await rows.locator('[data-sentence]').allTextContents()) expect(sentence).not.toMatch(/[0-9A-Za-z{}]/);
  // The subject is the calendar's day in words, not a reference.
  await expect(rows.first()).not.toContainText('working-calendar');
  await expect(rows.first()).toContainText(sentences.calendar!);
  await checkBackOfficeScreen(page, 'admin-security-log-calendar', 'ckb', {
    ready: async () => {
      await expect(page.locator('.RaDatagrid-tbody tr [data-sentence]')).toHaveCount(2, { timeout: 15_000 });
    },
  });
  await page.context().close();
});
