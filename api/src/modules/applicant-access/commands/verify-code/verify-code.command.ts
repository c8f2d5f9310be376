import { Command } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { IssuedSession } from '#src/modules/identity/infrastructure/sessions';
import type { ApplicantProfile } from '#src/modules/applicant-access/applicant-sign-in';

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
