import { Command } from '@nestjs/cqrs';

/** End a session: its token is refused from now on. */
export class SignOutCommand extends Command<void> {
  constructor(
    readonly sessionId: string,
    readonly actor: string,
    readonly ip: string,
  ) {
    super();
  }
}
