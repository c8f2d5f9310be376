import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { IssuedSession } from '../../../identity/infrastructure/sessions.js';
import { ApplicantSignIn, type ApplicantProfile } from '../../applicant-sign-in.js';
import { VerifyCodeCommand } from './verify-code.command.js';

@CommandHandler(VerifyCodeCommand)
export class VerifyCodeHandler implements ICommandHandler<VerifyCodeCommand> {
  constructor(private readonly signIn: ApplicantSignIn) {}

  execute({ email, code, locale, ip }: VerifyCodeCommand): Promise<{ session: IssuedSession; applicant: ApplicantProfile }> {
    return this.signIn.verify(email, code, locale, ip);
  }
}
