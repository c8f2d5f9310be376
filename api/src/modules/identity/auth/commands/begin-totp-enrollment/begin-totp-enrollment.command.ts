import { Command } from '@nestjs/cqrs';

/**
 * Start enrolment of an authenticator app: a new secret, shown once as an otpauth:// URI. From
 * a full session (a re-enrolment) the caller proves themselves again: the current password, and
 * a current code of the app already enrolled; the enrolment-only session right after sign-in
 * needs neither.
 */
export class BeginTotpEnrollmentCommand extends Command<{ secret: string; otpauthUri: string }> {
  constructor(
    readonly userId: string,
    readonly scope: 'full' | 'totp-enrollment',
    readonly currentPassword: string | undefined,
    readonly otp: string | undefined,
  ) {
    super();
  }
}
