import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { en } from '@registry/web-admin/i18n/en';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { ar } from '@registry/web-admin/i18n/ar';
import { workingCalendarMessages } from '@registry/web-admin/messages/working-calendar';
import { PortalApi } from './support/api.js';
import { PERSONS } from './support/seed.js';
import { demoAccount, signInAdminApi } from './support/staff.js';
import { checkScreen, expect, expectDocumentLanguage, test, type Lang } from './support/test.js';
import { checkBackOfficeScreen, openApplication, staffPage, switchBackOfficeLanguage } from './support/back-office.js';

/**
 * The working calendar screen (issue 24 §2): the administrator adds a holiday on an open
 * application's due day, sees in the preview that its due time moves, saves, and the
 * application's page shows the new due time; a change saved by someone else meanwhile is a
 * conflict said in the staff member's language, with what was typed kept; a reviewer reads the
 * calendar and may not add a day. The screen, its week's preview and its add-a-day dialog are
 * checked with axe in ckb, ar and en at 1280 px among every back-office screen (admin-language.spec.ts).
 */

const textsOf = (lang: Lang) =>
  (workingCalendarMessages[lang] as { resources: { 'working-calendar': any } }).resources['working-calendar'] as Record<string, any>;
const adminTexts: Record<string, { queue: { columns: { due: string } } }> = { ckb: ckb.admin, en: en.admin, ar: ar.admin };
const CALENDAR = '/api/v1/working-calendar';

/** The day (YYYY-MM-DD) an instant falls on in Asia/Baghdad (UTC+3 all year). */
const baghdadDay = (iso: string) => new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 10);

/** Kurdish words for names of their own (the name must be in the chosen language's letters). */
const WORDS = ['ئاسۆ', 'بەفرین', 'چنار', 'دارا', 'هەڵۆ', 'زریان', 'شنۆ', 'گوڵان', 'ڕووبار', 'کانی'];

async function submitTradeName(api: PortalApi): Promise<string> {
  const email = `e2e-calendar-${randomUUID().slice(0, 8)}@example.org`;
  const applicant = await api.signInApplicant(email);
  return applicant.submitAndWait('/api/v1/trade_names', {
    locale: 'ckb',
    name: `ڕۆژژمێری کوردی ${WORDS[Math.floor(Math.random() * WORDS.length)]} ${WORDS[Math.floor(Math.random() * WORDS.length)]}`,
    protection_level: 'district_level',
    district_id: 'sulaymaniyah-mawat',
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
  });
}

/** The application's due time as the queue's API has it (the read model, on the calendar in force). */
async function dueAtOf(admin: PortalApi, id: string): Promise<string> {
  const res = await admin.call('GET', `/api/admin/trade-names?id=${id}`);
  return res.body[0].dueAt as string;
}

/** Removes a day's exception if it has one (the calendar is the whole portal's: leave it as found). */
async function removeDayIfAny(admin: PortalApi, date: string): Promise<void> {
  const days = (await admin.call('GET', `${CALENDAR}?from=${date}`)).body.data.attributes.days as Array<{ date: string; version: number }>;
  const day = days.find((d) => d.date === date);
  if (day) await admin.call('DELETE', `${CALENDAR}/days/${date}?version=${day.version}`);
}

async function openCalendar(page: Page, lang: Lang): Promise<void> {
  await page.goto('/admin/working-calendar');
  await expectDocumentLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1, name: textsOf(lang).title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: textsOf(lang).days.title })).toBeVisible({ timeout: 15_000 });
}

/** The value shown beside a label of the application page's facts. */
const fact = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe.configure({ mode: 'default' });

/** The holiday's name in each language of the add-a-day dialog. */
const HOLIDAY_NAMES: Record<string, string> = {
  ckb: 'پشووی تاقیکردنەوە',
  en: 'Test holiday',
  ar: 'عطلة تجريبية',
  kmr: 'Betlaneya ceribandinê',
};

/**
 * Walked once, in ckb (the administrator's language); each screen it checks is checked in ckb and
 * then in en, switched in place (the back office re-mounts in the new language: the add-a-day
 * dialog closes, and is opened and typed again), and switched back for the journey to go on.
 */
test(`the administrator adds a holiday on an open application's due day and sees its due time move: the preview, then its page (ckb, each screen in en too)`, async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(180_000);
  const admin = await signInAdminApi(api);
  const id = await submitTradeName(api);
  const before = await dueAtOf(admin, id);
  const holiday = baghdadDay(before);
  await removeDayIfAny(admin, holiday);
  try {
    const page = await staffPage(browser, baseURL!, demoAccount('system_admin'), 'ckb');
    const dueOnItsPage = (lang: 'ckb' | 'en') => fact(page, adminTexts[lang]!.queue.columns.due);
    const inEnglish = async (check: () => Promise<void>) => {
      await switchBackOfficeLanguage(page, 'en');
      await check();
      await switchBackOfficeLanguage(page, 'ckb');
    };

    // The due time as the application's page writes it, in each language.
    await openApplication(page, 'trade-names', id);
    const shownBefore = { ckb: (await dueOnItsPage('ckb').innerText()).trim(), en: '' };
    await inEnglish(async () => {
      await expect(page.locator('#details-heading')).toBeVisible({ timeout: 15_000 });
      // Drawn again in English (Latin digits) before it is read.
      await expect(dueOnItsPage('en')).toHaveText(/[0-9]/);
      shownBefore.en = (await dueOnItsPage('en').innerText()).trim();
    });

    await openCalendar(page, 'ckb');
    const addDialog = (lang: 'ckb' | 'en') => page.getByRole('dialog', { name: textsOf(lang).dialog.add_title });
    let newDueAt = '';
    const shownNew = { ckb: '', en: '' };
    await checkBackOfficeScreen(page, 'admin-working-calendar-preview', 'ckb', {
      also: ['en'],
      ready: async (lang) => {
        const l = lang as 'ckb' | 'en';
        const t = textsOf(l);
        const dialog = addDialog(l);
        // First, and after each change of language (the dialog closed): the screen, then the day added and named.
        if (!(await dialog.isVisible())) {
          await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 15_000 });
          await expect(page.getByRole('heading', { level: 2, name: t.days.title })).toBeVisible({ timeout: 15_000 });
          await page.getByRole('button', { name: t.days.add }).click();
          await expect(dialog).toBeVisible();
          await dialog.locator('input[name="date"]').fill(holiday);
          for (const [nameLang, name] of Object.entries(HOLIDAY_NAMES)) await dialog.getByLabel(t.dialog.name[nameLang]).fill(name);
        }
        // The preview: this application's processing due time moves from the current one to a later one.
        const move = dialog.locator(`[data-move="${id}"][data-level="processing"]`);
        await expect(move).toBeVisible({ timeout: 15_000 });
        await expect(move.locator('time[data-due="current"]')).toHaveAttribute('datetime', before);
        const movedTo = (await move.locator('time[data-due="new"]').getAttribute('datetime'))!;
        expect(Date.parse(movedTo)).toBeGreaterThan(Date.parse(before));
        expect(baghdadDay(movedTo)).not.toBe(holiday);
        newDueAt ||= movedTo;
        expect(movedTo).toBe(newDueAt);
        // Both written in the staff member's language, as the application's page writes them.
        await expect(move.locator('time[data-due="current"]')).toHaveText(shownBefore[l]);
        shownNew[l] = (await move.locator('time[data-due="new"]').innerText()).trim();
        if (l === 'ckb') expect(shownNew.ckb).not.toMatch(/[A-Za-z0-9]/);
      },
    });

    const t = textsOf('ckb');
    await addDialog('ckb').getByRole('button', { name: t.dialog.save }).click();
    await expect(addDialog('ckb')).toBeHidden({ timeout: 15_000 });
    const savedDay = async (lang: 'ckb' | 'en') => {
      await expect(page.locator(`[data-day="${holiday}"]`)).toContainText(textsOf(lang).working_times.off);
      await expect(page.locator(`[data-day="${holiday}"]`)).toContainText(HOLIDAY_NAMES[lang]!);
    };
    await savedDay('ckb');
    await inEnglish(() => savedDay('en'));

    // After saving: the read model's due time and the application's page show the new due time.
    expect(await dueAtOf(admin, id)).toBe(newDueAt);
    await openApplication(page, 'trade-names', id);
    await expect(dueOnItsPage('ckb')).toHaveText(shownNew.ckb);
    await switchBackOfficeLanguage(page, 'en');
    await expect(dueOnItsPage('en')).toHaveText(shownNew.en);
    await page.context().close();
  } finally {
    await removeDayIfAny(admin, holiday);
  }
});

test('a day changed by someone else meanwhile: the conflict is said in ckb, what was typed stays, and saving again succeeds', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(120_000);
  const t = textsOf('ckb');
  const admin = await signInAdminApi(api);
  // A day far ahead that no other journey's due time reaches.
  const date = '2031-03-20';
  await removeDayIfAny(admin, date);
  await admin.call('PUT', `${CALENDAR}/days/${date}`, { json: { workingTime: 'off', version: 0 } });
  try {
    const page = await staffPage(browser, baseURL!, demoAccount('system_admin'), 'ckb');
    await openCalendar(page, 'ckb');
    const row = page.locator(`[data-day="${date}"]`);
    await row.getByRole('button', { name: new RegExp(`^${t.days.edit.split(' ')[0]}`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t.dialog.name.ckb).fill('نەورۆز');
    await dialog.getByLabel(t.dialog.name.en).fill('Newroz');
    await dialog.getByLabel(t.dialog.name.ar).fill('نوروز');
    await dialog.getByLabel(t.dialog.name.kmr).fill('Newroz');
    // Someone else changes the day meanwhile (its version moves on).
    await admin.call('PUT', `${CALENDAR}/days/${date}`, { json: { workingTime: 'full_day', version: 1 } });
    await dialog.getByRole('button', { name: t.dialog.save }).click();
    await expect(dialog.locator('[data-conflict]')).toHaveText(t.conflict);
    await expect(dialog.getByLabel(t.dialog.name.ckb)).toHaveValue('نەورۆز');
    await expect(dialog.getByLabel(t.dialog.name.kmr)).toHaveValue('Newroz');
    await checkScreen(page, 'admin-working-calendar-conflict', 'ckb');
    await dialog.getByRole('button', { name: t.dialog.save }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(row).toContainText('نەورۆز');
    const saved = (await admin.call('GET', `${CALENDAR}?from=${date}`)).body.data.attributes.days.find(
      (d: { date: string }) => d.date === date,
    );
    expect(saved).toMatchObject({ workingTime: 'off', version: 3, name: { ckb: 'نەورۆز', en: 'Newroz' } });
    await page.context().close();
  } finally {
    await removeDayIfAny(admin, date);
  }
});

test('a holiday typed in Arabic-Indic digits is that day and is saved; a day that does not exist is said, in ckb', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(120_000);
  const t = textsOf('ckb');
  const admin = await signInAdminApi(api);
  // A day far ahead that no other journey's due time reaches (issue 35: ٢٠٢٧-٠٣-٢١ was refused, Save disabled, nothing said).
  const date = '2031-03-21';
  await removeDayIfAny(admin, date);
  try {
    const page = await staffPage(browser, baseURL!, demoAccount('system_admin'), 'ckb');
    await openCalendar(page, 'ckb');
    await page.getByRole('button', { name: t.days.add }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog.add_title });
    const field = dialog.locator('input[name="date"]');
    const save = dialog.getByRole('button', { name: t.dialog.save });
    // The thirteenth month, in Arabic-Indic digits: refused, and the field says how to write a day.
    await field.pressSequentially('٢٠٣١-١٣-٢١');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(t.validation.date)).toBeVisible();
    await expect(save).toBeDisabled();
    // The day itself, typed as a Kurdish keyboard types it: read as 2031-03-21, shown back in Kurdish.
    await field.clear();
    await field.pressSequentially('٢٠٣١-٠٣-٢١');
    await expect(field).toHaveValue(date);
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(dialog).toContainText('٢١ ئازار ٢٠٣١');
    await save.click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page.locator(`[data-day="${date}"]`)).toContainText(t.working_times.off);
    const days = (await admin.call('GET', `${CALENDAR}?from=${date}`)).body.data.attributes.days as Array<{ date: string }>;
    expect(days.map((d) => d.date)).toContain(date);
    await page.context().close();
  } finally {
    await removeDayIfAny(admin, date);
  }
});

test('a reviewer reads the calendar without changing it, and adding a day says "Access Not Granted" (ckb)', async ({
  browser,
  baseURL,
}) => {
  const t = textsOf('ckb');
  const page = await staffPage(browser, baseURL!, demoAccount('reviewer'), 'ckb');
  await openCalendar(page, 'ckb');
  await expect(page.getByText(t.read_only)).toBeVisible();
  await expect(page.getByRole('button', { name: t.days.add })).toHaveCount(0);
  await expect(page.getByText(t.weekdays[0], { exact: true })).toBeVisible();
  await checkScreen(page, 'admin-working-calendar-read-only', 'ckb');
  await page.goto('/admin/working-calendar/create');
  await expect(page.getByRole('heading', { level: 1, name: ckb.admin.forbidden.title })).toBeVisible({ timeout: 15_000 });
  await page.context().close();
});
