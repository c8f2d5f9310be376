import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { IssuedSession } from '#src/modules/identity/infrastructure/sessions';
import { ApplicantSignIn, type ApplicantProfile } from '#src/modules/applicant-access/applicant-sign-in';
import { VerifyCodeCommand } from './verify-code.command.js';

@CommandHandler(VerifyCodeCommand)
export class VerifyCodeHandler implements ICommandHandler<VerifyCodeCommand> {
  constructor(private readonly signIn: ApplicantSignIn) {}

  execute({ email, code, locale, ip }: VerifyCodeCommand): Promise<{ session: IssuedSession; applicant: ApplicantProfile }> {
    return this.signIn.verify(email, code, locale, ip);
  }
}
