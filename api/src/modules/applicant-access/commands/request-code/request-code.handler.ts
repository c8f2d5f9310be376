import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicantSignIn } from '../../applicant-sign-in.js';
import type { IssuedCode } from '../../one-time-codes.js';
import { RequestCodeCommand } from './request-code.command.js';

@CommandHandler(RequestCodeCommand)
export class RequestCodeHandler implements ICommandHandler<RequestCodeCommand> {
  constructor(private readonly signIn: ApplicantSignIn) {}

  execute({ email, purpose, locale, ip }: RequestCodeCommand): Promise<IssuedCode> {
    return this.signIn.requestCode(email, purpose, locale, ip);
  }
}
