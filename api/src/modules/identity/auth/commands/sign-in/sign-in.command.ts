import { Command } from '@nestjs/cqrs';
import type { SignInResult } from '#src/modules/identity/auth/auth.service';

/** Staff sign-in with e-mail and password (and the TOTP code when enrolled), from an address (throttled by both). */
export class SignInCommand extends Command<SignInResult> {
  constructor(
    readonly credentials: { email: string; password: string; otp?: string },
    readonly ip: string,
  ) {
    super();
  }
}
