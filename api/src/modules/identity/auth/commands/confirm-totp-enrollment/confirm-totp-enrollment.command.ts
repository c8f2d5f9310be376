import { Command } from '@nestjs/cqrs';

/** Confirm the authenticator app with one of its codes; the enrolment-only session becomes a full one. */
export class ConfirmTotpEnrollmentCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly otp: string,
    readonly ip: string,
  ) {
    super();
  }
}
