import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { PortalApi } from './api.js';

/**
 * Staff for the back-office journeys (web-admin at /admin). The development portal the tests
 * start seeds one demonstration account per role (`<role>@registry.localhost`,
 * `<role>-registry-2026`, api/src/modules/identity/users/development-seed.ts); journeys that
 * need their own accounts create them through the users API as that system admin.
 */
export type StaffRole = 'system_admin' | 'reviewer' | 'director' | 'cashier' | 'trade_name_department' | 'auditor' | 'registrar';

export interface StaffAccount {
  id: string;
  email: string;
  password: string;
  roles: StaffRole[];
}

/** The demonstration account of a role. */
export function demoAccount(role: StaffRole): { email: string; password: string } {
  const name = role.replace(/_/g, '-');
  return { email: `${name}@registry.localhost`, password: `${name}-registry-2026` };
}

/** Signs in through `POST /api/v1/sign-in` and gives an API client carrying the session's token. */
export async function signInStaffApi(api: PortalApi, account: { email: string; password: string; otp?: string }): Promise<PortalApi> {
  const res = await api.call('POST', '/api/v1/sign-in', {
    json: { email: account.email, password: account.password, ...(account.otp ? { otp: account.otp } : {}) },
  });
  return new PortalApi(api.baseUrl, res.body.data.attributes.accessToken);
}

/** The demonstration system admin, signed in. */
export const signInAdminApi = (api: PortalApi) => signInStaffApi(api, demoAccount('system_admin'));

/**
 * A new staff account with these roles, created by the system admin through `POST /api/v1/users`
 * (a unique e-mail per call, so parallel tests never share one).
 */
export async function createStaff(
  api: PortalApi,
  roles: StaffRole[],
  options: { label?: string; firstName?: string; lastName?: string; totpRequired?: boolean } = {},
): Promise<StaffAccount> {
  const admin = await signInAdminApi(api);
  const email = `e2e-${options.label ?? roles.join('-').replace(/_/g, '-')}-${randomUUID().slice(0, 8)}@registry.localhost`;
  const password = `e2e-${randomUUID()}`;
  const res = await admin.call('POST', '/api/v1/users', {
    json: {
      email,
      password,
      roles,
      first_name: options.firstName ?? 'E2E',
      last_name: options.lastName ?? roles.map((r) => r.replace(/_/g, ' ')).join(' '),
      ...(options.totpRequired ? { totp_required: true } : {}),
    },
  });
  return { id: res.body.data.id, email, password, roles };
}

/**
 * Signs in to the back office in the browser, as a person would: /admin, the language, e-mail
 * and password, then waits for the signed-in layout (the user menu).
 * `lang` is saved as react-admin keeps it (`RaStore.locale`) before the first page loads.
 */
export async function signInToBackOffice(
  page: Page,
  account: { email: string; password: string },
  lang: 'ckb' | 'en' | 'ar' | 'kmr' = 'en',
): Promise<void> {
  await page.addInitScript((lang) => {
    if (sessionStorage.getItem('e2e-admin-language-set')) return;
    sessionStorage.setItem('e2e-admin-language-set', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify(lang));
  }, lang);
  await page.goto('/admin/login');
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('.RaUserMenu-userButton, [aria-label][class*="RaUserMenu"]').first()).toBeVisible({ timeout: 15_000 });
}
