import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthService } from '#src/modules/identity/auth/auth.service';
import { SignOutEverywhereCommand } from './sign-out-everywhere.command.js';

@CommandHandler(SignOutEverywhereCommand)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhereCommand> {
  constructor(private readonly auth: AuthService) {}

  execute({ caller, ip }: SignOutEverywhereCommand): Promise<void> {
    return this.auth.signOutEverywhere(caller, ip);
  }
}
