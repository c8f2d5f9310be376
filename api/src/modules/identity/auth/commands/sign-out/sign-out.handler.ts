import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sessions } from '#src/modules/identity/infrastructure/sessions';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import { SignOutCommand } from './sign-out.command.js';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    private readonly sessions: Sessions,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ sessionId, actor, ip }: SignOutCommand): Promise<void> {
    await this.sessions.revoke(sessionId, 'sign-out');
    await this.securityLog.record('sign-out', { actor, subject: actor, ip, details: { sessionId } });
  }
}
