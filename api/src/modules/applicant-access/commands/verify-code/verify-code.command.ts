import { Command } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { IssuedSession } from '../../../identity/infrastructure/sessions.js';
import type { ApplicantProfile } from '../../applicant-sign-in.js';

/** Spend a sign-in code and open the applicant's session (422 otp.invalid otherwise). */
export class VerifyCodeCommand extends Command<{ session: IssuedSession; applicant: ApplicantProfile }> {
  constructor(
    readonly email: string,
    readonly code: string,
    readonly locale: Locale,
    readonly ip: string,
  ) {
    super();
  }
}
