import { Command } from '@nestjs/cqrs';

/** Mark one of the recipient's notifications as read (404 notification.not-found when it is not theirs). */
export class MarkNotificationReadCommand extends Command<void> {
  constructor(
    readonly recipient: string,
    readonly id: string,
  ) {
    super();
  }
}
