import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Notifications } from '#src/modules/identity/notifications/notifications.service';
import { MarkNotificationReadCommand } from './mark-notification-read.command.js';

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(private readonly notifications: Notifications) {}

  execute({ recipient, id }: MarkNotificationReadCommand): Promise<void> {
    return this.notifications.markRead(recipient, id);
  }
}
