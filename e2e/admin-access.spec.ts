import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { en } from '@registry/web-admin/i18n/en';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { ar } from '@registry/web-admin/i18n/ar';
import { createStaff, demoAccount, signInToBackOffice, type StaffRole } from './support/staff.js';
import { expect, test } from './support/test.js';

/**
 * Issue 24 §3, spec §6: a screen or an action the role lacks says "Access Not Granted" (in the
 * staff member's language), not the 404 page and not the list it used to fall through to. A path
 * that is no screen at all still says "not found". A reviewer's "Access Not Granted" at
 * /admin/users in ckb, ar and en (signed in through the form; its text, no "not found", axe, the
 * page's language and direction) is admin-language's restricted screen.
 */
const texts = { ckb: ckb.admin, en: en.admin, ar: ar.admin } as const;
type Lang = keyof typeof texts;

async function expectAccessNotGranted(page: Page, lang: Lang): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].forbidden.title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(texts[lang].forbidden.body)).toBeVisible();
  await expect(page.getByRole('heading', { name: texts[lang].not_found.title })).toHaveCount(0);
}

for (const role of ['cashier', 'director'] as const satisfies readonly StaffRole[]) {
  test(`a ${role} opening /admin/users sees "Access Not Granted" (ckb)`, async ({ page }) => {
    await signInToBackOffice(page, demoAccount(role), 'ckb');
    await page.goto('/admin/users');
    await expectAccessNotGranted(page, 'ckb');
  });
}

test('create and edit without the write permission say "Access Not Granted" instead of showing the list; an unknown path is still "not found"', async ({
  page,
}) => {
  // The reviewer reads entity types but may not change them (reference.manage).
  await signInToBackOffice(page, demoAccount('reviewer'), 'ckb');
  await page.goto('/admin/entity-types/create');
  await expectAccessNotGranted(page, 'ckb');
  await page.goto(`/admin/entity-types/${randomUUID()}`);
  await expectAccessNotGranted(page, 'ckb');

  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: ckb.admin.not_found.title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: ckb.admin.forbidden.title })).toHaveCount(0);
});

test('an auditor reads the staff but may not create or edit them: "Access Not Granted" at /create and /<id>', async ({ page, api }) => {
  const auditor = await createStaff(api, ['auditor']);
  await signInToBackOffice(page, auditor, 'ckb');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: ckb.admin.forbidden.title })).toHaveCount(0);
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/admin/users/create');
  await expectAccessNotGranted(page, 'ckb');
  await page.goto(`/admin/users/${auditor.id}`);
  await expectAccessNotGranted(page, 'ckb');
  // Reading a staff member stays allowed.
  await page.goto(`/admin/users/${auditor.id}/show`);
  await expect(page.getByText(auditor.email).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: ckb.admin.forbidden.title })).toHaveCount(0);
});
