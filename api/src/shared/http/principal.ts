import type { Locale } from '@registry/domain/shared/i18n/locale';

/** Who is calling: a member of staff (with permissions) or an applicant identified by a verified e-mail. */
export type Principal =
  | { kind: 'staff'; userId: string; email: string; permissions: ReadonlySet<string>; sessionId: string; scope: 'full' | 'totp-enrollment' }
  | { kind: 'applicant'; email: string; sessionId: string };

/**
 * The passport strategies (provided by the identity module) that turn a request's session
 * token into a principal, one for each kind of caller. The access guard tries them in turn.
 */
export const STAFF_STRATEGY = 'staff-bearer';
export const APPLICANT_STRATEGY = 'applicant-session';

/** What the guard leaves on the request for handlers. */
export interface RequestContext {
  principal?: Principal;
  locale: Locale;
}

export function principalId(p: Principal): string {
  return p.kind === 'staff' ? `staff:${p.userId}` : `applicant:${p.email}`;
}
