import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthService } from '../../auth.service.js';
import { SignOutEverywhereCommand } from './sign-out-everywhere.command.js';

@CommandHandler(SignOutEverywhereCommand)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhereCommand> {
  constructor(private readonly auth: AuthService) {}

  execute({ caller, ip }: SignOutEverywhereCommand): Promise<void> {
    return this.auth.signOutEverywhere(caller, ip);
  }
}
