import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Notifications } from '#src/modules/identity/notifications/notifications.service';
import { ListNotificationsQuery, type NotificationsPage } from './list-notifications.query.js';

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly notifications: Notifications) {}

  execute({ recipient, filter, page, locale }: ListNotificationsQuery): Promise<NotificationsPage> {
    return this.notifications.list(recipient, filter, page, locale);
  }
}
