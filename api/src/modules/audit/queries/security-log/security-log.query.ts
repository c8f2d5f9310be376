import { Query } from '@nestjs/cqrs';
import type { Page } from '../../../../shared/http/json-api.js';
import type { SecurityEvent } from '../../../identity/infrastructure/security-log.js';
import type { TimeRange } from '../../audit-dates.js';

/** Every kind `SecurityLog.record` writes, for the filter; the compile-time check below keeps it whole. */
export const SECURITY_EVENT_KINDS = [
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
  'otp.issued',
  'otp.send-throttled',
  'otp.verify-failed',
  'otp.exhausted',
  'otp.verify-throttled',
  'otp.verified',
  'applicant.signed-in',
  'working-calendar.updated',
  'working-calendar.day-set',
  'working-calendar.day-removed',
] as const satisfies readonly SecurityEvent[];
type Missing = Exclude<SecurityEvent, (typeof SECURITY_EVENT_KINDS)[number]>;
const everyKindListed: [Missing] extends [never] ? true : Missing = true;
void everyKindListed;

/**
 * Kinds the filter offers besides the stored ones: a lock-out is the failed sign-in that locked the
 * account (`details.locked`); role and authenticator changes are the user updates that changed them.
 */
export const DERIVED_SECURITY_KINDS = ['sign-in.locked-out', 'user.roles-changed', 'user.totp-changed'] as const;
export type SecurityKind = (typeof SECURITY_EVENT_KINDS)[number] | (typeof DERIVED_SECURITY_KINDS)[number];
export const SECURITY_KINDS: readonly SecurityKind[] = [...SECURITY_EVENT_KINDS, ...DERIVED_SECURITY_KINDS];

export interface SecurityLogEntry {
  id: string;
  at: string;
  event: string;
  /** Who acted (`staff:<id>`, `applicant:<e-mail>`), null for an anonymous attempt. */
  actor: string | null;
  actorName: string | null;
  /** Whom it concerns: a staff reference or the e-mail that was tried. */
  subject: string | null;
  subjectName: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

export interface SecurityLogFilter {
  range: TimeRange;
  /** A staff id or an e-mail (staff or applicant): rows where they acted or were concerned. */
  user: string | null;
  kinds: readonly SecurityKind[];
}

/** The security log for auditors, newest first. */
export class ListSecurityLogQuery extends Query<{ rows: SecurityLogEntry[]; total: number }> {
  constructor(
    readonly filter: SecurityLogFilter,
    readonly page: Page,
  ) {
    super();
  }
}
