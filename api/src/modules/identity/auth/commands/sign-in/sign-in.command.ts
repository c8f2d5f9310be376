import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '#src/modules/identity/infrastructure/sessions';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';

export interface SignInResult extends IssuedSession {
  scope: 'full' | 'totp-enrollment';
  user: StaffUserRow;
}

/** Staff sign-in with e-mail and password (and the TOTP code when enrolled), from an address (throttled by both). */
export class SignInCommand extends Command<SignInResult> {
  constructor(
    readonly credentials: { email: string; password: string; otp?: string },
    readonly ip: string,
  ) {
    super();
  }
}
