import { Command } from '@nestjs/cqrs';

/** A member of staff changes their own password: the current one must match, the new one meet the policy; their other sessions end. */
export class ChangeOwnPasswordCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
