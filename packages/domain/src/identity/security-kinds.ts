/**
 * The kinds of the security log: one list for the API that writes and filters them and for the
 * back office that names them (docs/web-admin.md, "Security log and activity trail").
 */

/** Every kind the log stores, as `SecurityLog.record` writes it. */
export const STORED_SECURITY_KINDS = [
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-in.throttled',
  'sign-out',
  'sign-out.everywhere',
  'totp.enrolled',
  'user.created',
  'user.updated',
  'user.activated',
  'user.deactivated',
  'user.password-changed',
  // applicant e-mail codes (applicant-access)
  'otp.issued',
  'otp.send-throttled',
  'otp.verify-failed',
  'otp.exhausted',
  'otp.verify-throttled',
  'otp.verified',
  // a code whose e-mail was about to go out too late, replaced by a fresh one (the outbox)
  'otp.renewed',
  'applicant.signed-in',
  // the working calendar (working-time)
  'working-calendar.updated',
  'working-calendar.day-set',
  'working-calendar.day-removed',
] as const;
export type StoredSecurityKind = (typeof STORED_SECURITY_KINDS)[number];

/**
 * Kinds a filter may ask for besides the stored ones: a lock-out is the failed sign-in that locked
 * the account (`details.locked`); role and authenticator changes are the user updates that changed them.
 */
export const DERIVED_SECURITY_KINDS = ['sign-in.locked-out', 'user.roles-changed', 'user.totp-changed'] as const;
export type DerivedSecurityKind = (typeof DERIVED_SECURITY_KINDS)[number];

export type SecurityKind = StoredSecurityKind | DerivedSecurityKind;

/** Every kind a filter may ask for, each derived kind beside the stored kind it is drawn from. */
export const SECURITY_KINDS: readonly SecurityKind[] = STORED_SECURITY_KINDS.flatMap((kind): SecurityKind[] =>
  kind === 'sign-in.failed'
    ? [kind, 'sign-in.locked-out']
    : kind === 'user.updated'
      ? [kind, 'user.roles-changed', 'user.totp-changed']
      : [kind],
);
