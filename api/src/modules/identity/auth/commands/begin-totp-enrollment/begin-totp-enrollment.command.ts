import { Command } from '@nestjs/cqrs';

/** Start enrolment of an authenticator app: a new secret, shown once as an otpauth:// URI. */
export class BeginTotpEnrollmentCommand extends Command<{ secret: string; otpauthUri: string }> {
  constructor(readonly userId: string) {
    super();
  }
}
