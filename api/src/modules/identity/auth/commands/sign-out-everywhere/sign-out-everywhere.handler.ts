import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { principalId } from '#src/shared/http/principal';
import { Sessions } from '#src/modules/identity/infrastructure/sessions';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import { SignOutEverywhereCommand } from './sign-out-everywhere.command.js';

@CommandHandler(SignOutEverywhereCommand)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhereCommand> {
  constructor(
    private readonly sessions: Sessions,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Ends every session of the caller (a lost device, a shared computer left signed in). */
  async execute({ caller, ip }: SignOutEverywhereCommand): Promise<void> {
    if (caller.kind === 'staff') await this.sessions.revokeAllOfStaff(caller.userId, 'sign-out-everywhere');
    else await this.sessions.revokeAllOfApplicant(caller.email, 'sign-out-everywhere');
    const actor = principalId(caller);
    await this.securityLog.record('sign-out.everywhere', { actor, subject: actor, ip, details: { sessionId: caller.sessionId } });
  }
}
