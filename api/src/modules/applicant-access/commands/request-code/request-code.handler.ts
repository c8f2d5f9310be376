import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicantSignIn } from '#src/modules/applicant-access/applicant-sign-in';
import type { IssuedCode } from '#src/modules/applicant-access/one-time-codes';
import { RequestCodeCommand } from './request-code.command.js';

@CommandHandler(RequestCodeCommand)
export class RequestCodeHandler implements ICommandHandler<RequestCodeCommand> {
  constructor(private readonly signIn: ApplicantSignIn) {}

  execute({ email, purpose, locale, ip }: RequestCodeCommand): Promise<IssuedCode> {
    return this.signIn.requestCode(email, purpose, locale, ip);
  }
}
