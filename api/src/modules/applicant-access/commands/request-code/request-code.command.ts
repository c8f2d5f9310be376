import { Command } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { CodePurpose } from '@registry/domain/applicant-access/code-policy';
import type { IssuedCode } from '#src/modules/applicant-access/one-time-codes';

/** Send a six-digit code to an e-mail address (normalised), for signing in or accepting a transfer; 429 when asked too often. */
export class RequestCodeCommand extends Command<IssuedCode> {
  constructor(
    readonly email: string,
    readonly purpose: CodePurpose,
    readonly locale: Locale,
    readonly ip: string,
  ) {
    super();
  }
}
