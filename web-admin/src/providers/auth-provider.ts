import type { AuthProvider } from 'react-admin';
import { TOKEN_KEY, apiErrorOf, flatten, request, requestLocale } from './http';

/**
 * Staff sign-in (docs/security.md): e-mail and password, and the authenticator's code when the
 * account has a second factor. The token lives in `localStorage.accessToken` (spec §6);
 * permissions come from `GET /api/v1/users/self/permissions` and decide menus and buttons.
 */
export interface StaffPermissions {
  roles: string[];
  permissions: string[];
  /** `totp-enrollment`: the session may only enrol a second factor. */
  scope: 'full' | 'totp-enrollment';
}

export interface SignInParams {
  username: string;
  password: string;
  otp?: string;
}

/** Thrown by login when the account wants its second factor: the login page then asks for the code. */
export class TotpRequired extends Error {
  constructor(readonly invalid: boolean) {
    super(invalid ? 'admin.auth.totp_invalid' : 'admin.auth.totp_required');
  }
}

let cachedPermissions: { token: string; value: Promise<StaffPermissions> } | undefined;

export function fetchPermissions(): Promise<StaffPermissions> {
  const token = localStorage.getItem(TOKEN_KEY) ?? '';
  if (cachedPermissions?.token !== token) {
    const value = request('/api/v1/users/self/permissions').then(({ json }) => {
      const a = json.data.attributes;
      return { roles: a.roles ?? [], permissions: a.permissions ?? [], scope: a.scope ?? 'full' } as StaffPermissions;
    });
    value.catch(() => (cachedPermissions = undefined));
    cachedPermissions = { token, value };
  }
  return cachedPermissions.value;
}

/** The signed-in user as `GET /api/v1/users/self` returns it (`data`, spec §7). */
export async function fetchSelf(): Promise<Record<string, any>> {
  return flatten((await request('/api/v1/users/self')).json.data);
}

/**
 * After sign-in (spec §4): fetch the user, send the interface's language with the user's
 * version and an idempotency key, and keep the reply; a failure of that update is ignored.
 */
export async function afterSignIn(locale: string | null): Promise<void> {
  try {
    const self = await fetchSelf();
    if (locale && locale !== self.locale)
      await request('/api/v1/users/self', { method: 'PATCH', body: { locale, version: Number(self.version ?? 0) } });
  } catch {
    /* spec §8: a failed locale update is silently ignored */
  }
}

export const authProvider: AuthProvider = {
  async login({ username, password, otp }: SignInParams) {
    try {
      const { json } = await request('/api/v1/sign-in', { method: 'POST', body: { email: username, password, ...(otp ? { otp } : {}) } });
      localStorage.setItem(TOKEN_KEY, json.data.attributes.accessToken);
      cachedPermissions = undefined;
    } catch (error) {
      const code = apiErrorOf(error)?.code;
      if (code === 'sign-in.totp-required') throw new TotpRequired(false);
      if (code === 'sign-in.totp-invalid') throw new TotpRequired(true);
      // spec §8: "Failed! Please check your email and password"; throttling keeps the API's words.
      if ((error as { status?: number }).status === 401) throw new Error('admin.auth.failed', { cause: error });
      throw error;
    }
    // The language the sign-in page is shown in (react-admin's store is emptied at sign-out, so
    // the store alone would not say it after a sign-out in the same tab).
    await afterSignIn(requestLocale());
  },

  async logout() {
    const token = localStorage.getItem(TOKEN_KEY);
    cachedPermissions = undefined;
    if (token) {
      try {
        await request('/api/sign-out', { method: 'POST' });
      } catch {
        /* the token is dropped whatever the server says */
      }
    }
    localStorage.removeItem(TOKEN_KEY);
  },

  async checkAuth() {
    if (!localStorage.getItem(TOKEN_KEY)) throw new Error('admin.auth.signed_out');
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      localStorage.removeItem(TOKEN_KEY);
      cachedPermissions = undefined;
      throw new Error('admin.auth.session_ended');
    }
    // 403 and everything else: the page says what went wrong, the session stays.
  },

  async getIdentity() {
    // Signed out: fail at once, without asking the API (issue 24 §6).
    if (!localStorage.getItem(TOKEN_KEY)) throw new Error('admin.auth.signed_out');
    const self = await fetchSelf();
    const fullName = [self.first_name, self.last_name].filter(Boolean).join(' ') || self.name || self.email;
    return {
      id: self.id,
      fullName,
      email: self.email,
      locale: self.locale,
      version: self.version,
      roles: self.roles,
      notification_channel: self.notification_channel,
    };
  },

  async getPermissions() {
    if (!localStorage.getItem(TOKEN_KEY)) return { roles: [], permissions: [], scope: 'full' } satisfies StaffPermissions;
    return fetchPermissions();
  },
};

/** Whether the permissions include `permission` (none asked: any signed-in staff). */
export function allows(permissions: StaffPermissions | undefined, permission?: string | string[]): boolean {
  if (!permission) return true;
  const wanted = Array.isArray(permission) ? permission : [permission];
  return !!permissions && wanted.every((p) => permissions.permissions.includes(p));
}
