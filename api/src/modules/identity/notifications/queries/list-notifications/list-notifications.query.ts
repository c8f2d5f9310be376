import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Notifications, NotificationFilter } from '#src/modules/identity/notifications/notifications.service';

export type NotificationsPage = Awaited<ReturnType<Notifications['list']>>;

/** A recipient's notifications (all, unread or read), newest first, in the reader's language, with the total and the unread count. */
export class ListNotificationsQuery extends Query<NotificationsPage> {
  constructor(
    readonly recipient: string,
    readonly filter: NotificationFilter,
    readonly page: Page,
    readonly locale: Locale,
  ) {
    super();
  }
}
