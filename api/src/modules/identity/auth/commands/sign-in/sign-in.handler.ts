import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthService, type SignInResult } from '#src/modules/identity/auth/auth.service';
import { SignInCommand } from './sign-in.command.js';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(private readonly auth: AuthService) {}

  execute({ credentials, ip }: SignInCommand): Promise<SignInResult> {
    return this.auth.signIn(credentials, ip);
  }
}
