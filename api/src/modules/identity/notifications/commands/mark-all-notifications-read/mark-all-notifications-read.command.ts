import { Command } from '@nestjs/cqrs';

/** Mark every unread notification of the recipient as read; answers how many were marked. */
export class MarkAllNotificationsReadCommand extends Command<number> {
  constructor(readonly recipient: string) {
    super();
  }
}
