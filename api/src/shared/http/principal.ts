import type { Locale } from '@registry/domain/shared/i18n/locale';

/** Who is calling: a member of staff (with permissions) or an applicant identified by a verified e-mail. */
export type Principal =
  | { kind: 'staff'; userId: string; email: string; permissions: ReadonlySet<string>; sessionId: string; scope: 'full' | 'totp-enrollment' }
  | { kind: 'applicant'; email: string; sessionId: string };

/** Turns a bearer token into a principal; provided by the identity module. */
export interface Authenticator {
  authenticate(token: string): Promise<Principal | null>;
}
export const AUTHENTICATOR = Symbol('AUTHENTICATOR');

/** What the guard leaves on the request for handlers. */
export interface RequestContext {
  principal?: Principal;
  locale: Locale;
}

export function principalId(p: Principal): string {
  return p.kind === 'staff' ? `staff:${p.userId}` : `applicant:${p.email}`;
}
