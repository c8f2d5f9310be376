import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthService } from '#src/modules/identity/auth/auth.service';
import { SignOutCommand } from './sign-out.command.js';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(private readonly auth: AuthService) {}

  execute({ sessionId, actor, ip }: SignOutCommand): Promise<void> {
    return this.auth.signOut(sessionId, actor, ip);
  }
}
