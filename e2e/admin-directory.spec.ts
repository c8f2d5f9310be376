import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import englishMessages from 'ra-language-english';
import { en as adminEn } from '@registry/web-admin/i18n/en';
import { directoryMessages } from '@registry/web-admin/messages';
import { userMessages } from '@registry/web-admin/messages/users';
import { legacyMessages } from '@registry/web-admin/messages/legacy-names';
import { createStaff, demoAccount, signInStaffApi } from './support/staff.js';
import { useStaffSession } from './support/back-office.js';
import { checkScreen, expect, test } from './support/test.js';

/**
 * The back office's administration (issue 9, part 6): an admin creates a user, edits it and
 * deactivates it with a confirmation and a reason, and that user can no longer sign in; the legacy
 * register is imported from a CSV and the refused lines are read. The user screens (list, show,
 * the deactivation's confirmation left with Cancel, edit, create) are checked with axe in ckb, ar
 * and en in admin-language.spec.ts.
 * Texts come from the screens' own message files, so rewording does not break the journeys. The
 * reference screens (entity types, activities, provinces, districts, the legacy register,
 * notifications) are checked with axe, and for what each must show, in admin-language.spec.ts.
 */

type Lang4 = 'ckb' | 'en' | 'ar' | 'kmr';
/**
 * What the administrator types as the deactivation's reason. Kurdish, as a registry's staff
 * write it: the security log shows it verbatim, and admin-language.spec reads that log in ckb for
 * Latin words.
 */
const DEACTIVATION_REASON = 'گواسترایەوە بۆ بەڕێوەبەرایەتییەکی تر';
const ra = englishMessages.ra;
type Tree = Record<string, unknown>;

/** A text of a message catalogue by its dotted key, with %{name} parameters filled in. */
function textOf(catalogue: Tree, key: string, params: Record<string, string | number> = {}): string {
  let at: unknown = catalogue;
  for (const part of key.split('.')) at = (at as Tree | undefined)?.[part];
  if (typeof at !== 'string') throw new Error(`no text ${key}`);
  return at.replace(/%\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

const users = (lang: Lang4) => (key: string, params?: Record<string, string | number>) =>
  textOf(userMessages[lang], `resources.users.${key}`, params);
const shared = (lang: Lang4) => (key: string, params?: Record<string, string | number>) =>
  textOf(directoryMessages[lang], `admin.directory.${key}`, params);
const legacy = (key: string, params?: Record<string, string | number>) =>
  textOf(legacyMessages.en, `resources.legacy-names.${key}`, params);
/** A react-admin resource name: "User |||| Users" → the plural. */
const plural = (name: string) => name.split('||||').pop()!.trim();

/** A text box found by its label (react-admin marks required ones with an asterisk after the label). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`) });

/** The page has finished loading its record or list (react-admin shows a progress bar meanwhile). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.RaLoadingIndicator-loader, [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 });
}

test.describe('users', () => {
  test('an admin creates a user, edits and deactivates it with a confirmation; that user can no longer sign in', async ({
    page,
    browser,
    api,
    baseURL,
  }) => {
    // Five screens get axe and a screenshot on the way: longer than a plain journey.
    test.setTimeout(150_000);
    const u = users('en');
    const d = shared('en');
    const suffix = randomUUID().slice(0, 8);
    const person = {
      first: 'Rezan',
      last: `Hawrami${suffix}`,
      email: `e2e-admin-created-${suffix}@registry.localhost`,
      password: `e2e-${randomUUID()}`,
    };

    await useStaffSession(page.context(), baseURL!, demoAccount('system_admin'), 'en');
    await page.goto('/admin/users');
    await expect(page.getByRole('columnheader', { name: u('fields.email') })).toBeVisible();
    // The newest accounts come first, and the other specs' staff may push the seeded ones to a later page.
    await expect(page.getByRole('cell', { name: /@registry\.localhost$/ }).first()).toBeVisible();
    await settled(page);
    await checkScreen(page, 'admin-users-list', 'en');

    // Create: names, e-mail, an initial password, a role.
    await page.getByRole('link', { name: ra.action.create }).click();
    await expect(page).toHaveURL(/\/admin\/users\/create$/);
    await field(page, u('fields.first_name')).fill(person.first);
    await field(page, u('fields.last_name')).fill(person.last);
    await field(page, u('fields.email')).fill(person.email);
    await page.getByLabel(new RegExp(`^${u('fields.password')}`)).fill(person.password);
    await page.getByRole('checkbox', { name: adminEn.admin.roles.reviewer }).check();
    await checkScreen(page, 'admin-users-create', 'en');
    await page.getByRole('button', { name: ra.action.save }).click();
    await expect(page.getByText(u('notifications.created'))).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}\/show$/);
    const userId = /\/users\/([0-9a-f-]{36})\/show/.exec(page.url())![1]!;
    await expect(page.getByText(person.email)).toBeVisible();
    await expect(page.getByText(adminEn.admin.roles.reviewer, { exact: true })).toBeVisible();
    await settled(page);
    await checkScreen(page, 'admin-users-show', 'en');

    // The new account works before it is deactivated.
    await signInStaffApi(api, person);

    // Edit: the last name and a second role, saved at the version shown.
    await page.getByRole('link', { name: ra.action.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}$`));
    await expect(field(page, u('fields.last_name'))).toHaveValue(person.last);
    await settled(page);
    await checkScreen(page, 'admin-users-edit', 'en');
    await field(page, u('fields.last_name')).fill(`${person.last}-Aziz`);
    await page.getByRole('checkbox', { name: adminEn.admin.roles.cashier }).check();
    await page.getByRole('button', { name: ra.action.save }).click();
    await expect(page.getByText(u('notifications.updated'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}/show$`));
    // The address changes before the edit page is taken down, and the edit page has a Deactivate
    // button too (and a "Cashier" checkbox): a dialog opened from it went with it when the show
    // page came (twice on a loaded machine: the dialog's button detached, the test timed out).
    // Only the show page has an Edit link.
    await expect(page.getByRole('link', { name: ra.action.edit })).toBeVisible();
    await expect(page.getByText(adminEn.admin.roles.cashier, { exact: true })).toBeVisible();
    await settled(page);

    // Deactivate: a confirmation that names the user and asks why.
    await page.getByRole('button', { name: d('deactivate') }).click();
    const dialog = page.getByRole('dialog', { name: u('commands.deactivate_title', { name: `${person.first} ${person.last}-Aziz` }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(u('commands.deactivate_content'))).toBeVisible();
    await dialog.getByRole('button', { name: d('deactivate') }).click();
    await expect(dialog.getByText(d('reason_required', { min: 3 }))).toBeVisible();
    await dialog.getByRole('textbox', { name: new RegExp(`^${d('reason')}`) }).fill(DEACTIVATION_REASON);
    await checkScreen(page, 'admin-users-deactivate', 'en');
    await dialog.getByRole('button', { name: d('deactivate') }).click();
    await expect(page.getByText(u('commands.deactivated'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-status="inactive"]')).toHaveText(adminEn.status.inactive);
    await expect(page.getByText(DEACTIVATION_REASON)).toBeVisible();
    await expect(page.getByRole('button', { name: d('activate') })).toBeVisible();

    // The deactivated user is refused at the sign-in page, with the spec's message, and by the API.
    const context = await browser.newContext({ baseURL });
    const theirs = await context.newPage();
    await theirs.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await theirs.goto('/admin/login');
    await theirs.locator('input[type="email"]').fill(person.email);
    await theirs.locator('input[type="password"]').fill(person.password);
    await theirs.locator('form button[type="submit"]').click();
    await expect(theirs.getByText(adminEn.admin.auth.failed)).toBeVisible();
    await expect(theirs).toHaveURL(/\/admin\/login/);
    await context.close();
    const refused = await api.call('POST', '/api/v1/sign-in', { json: { email: person.email, password: person.password }, expect: [401] });
    expect(refused.body.errors[0].code).toBe('sign-in.failed');

    // The list shows the account as inactive.
    await page.goto('/admin/users');
    await field(page, u('fields.q')).fill(person.email);
    await expect(page.getByRole('row').filter({ hasText: person.email }).locator('[data-status="inactive"]')).toBeVisible();
  });

  test('a member of staff without users.read has no Users screen and the API refuses them', async ({ page, api, baseURL }) => {
    const reviewer = await createStaff(api, ['reviewer'], { label: 'no-users' });
    await useStaffSession(page.context(), baseURL!, reviewer, 'en');
    await page.goto('/admin');
    // The menu has the queues a reviewer works on, and no Users.
    await expect(page.locator('a[href="/admin/trade-names"]').first()).toBeVisible();
    await expect(page.locator('a[href="/admin/users"]')).toHaveCount(0);
    await expect(page.getByText(plural(users('en')('name')), { exact: true })).toHaveCount(0);
    const asReviewer = await signInStaffApi(api, reviewer);
    const res = await asReviewer.call('GET', '/api/admin/users', { expect: [403] });
    expect(res.status).toBe(403);
  });
});

test.describe('legacy register', () => {
  test('an admin imports a CSV and reads the counts and the refused lines, each naming its field', async ({ page, baseURL }) => {
    const ref = `E2E-${randomUUID().slice(0, 8)}`;
    const csv = [
      'legacy_ref,name,district_id,registered_on,owner_name',
      `${ref}-1,Nishtiman Printing ${ref},erbil-centre,1999-03-21,Aram Salih`,
      `,Missing Reference ${ref},,,`,
      `${ref}-3,Bad Date ${ref},,21/03/1999,`,
    ].join('\n');
    await useStaffSession(page.context(), baseURL!, demoAccount('system_admin'), 'en');
    await page.goto('/admin/legacy-names');
    await page.getByRole('link', { name: legacy('import.button') }).click();
    await expect(page.getByRole('heading', { level: 2, name: legacy('import.title') })).toBeVisible();
    await page.getByLabel(legacy('import.file')).setInputFiles({ name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: legacy('import.submit') }).click();
    const result = page.getByRole('region', { name: legacy('import.result', { file: 'register.csv' }) });
    await expect(result).toBeVisible();
    await expect(result.locator('[data-count="rows"]')).toHaveText('3');
    await expect(result.locator('[data-count="inserted"]')).toHaveText('1');
    await expect(result.locator('[data-count="refused"]')).toHaveText('2');
    await expect(result.locator('[data-line="3"]')).toContainText('Legacy reference: required');
    await expect(result.locator('[data-line="4"]')).toContainText('Registered on: not a valid date');
    await checkScreen(page, 'admin-legacy-import', 'en');

    await page.getByRole('link', { name: legacy('import.back') }).click();
    await page.getByRole('textbox', { name: legacy('fields.q') }).fill(ref);
    await expect(page.getByRole('cell', { name: `Nishtiman Printing ${ref}` })).toBeVisible();
  });
});
