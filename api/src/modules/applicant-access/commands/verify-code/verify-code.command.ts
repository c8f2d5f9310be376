import { Command } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { IssuedSession } from '#src/modules/identity/infrastructure/sessions';

export interface ApplicantProfile {
  id: string;
  email: string;
  name: string;
  locale: string;
  roles: string[];
  status: 'active';
  version: number;
  email_verified_at: string | null;
  created_at: string;
}

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
