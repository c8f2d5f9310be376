import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Notifications } from '#src/modules/identity/notifications/notifications.service';
import { MarkAllNotificationsReadCommand } from './mark-all-notifications-read.command.js';

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(private readonly notifications: Notifications) {}

  execute({ recipient }: MarkAllNotificationsReadCommand): Promise<number> {
    return this.notifications.markAllRead(recipient);
  }
}
