import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { NotificationFilter } from '#src/modules/identity/notifications/recipient-notifications';

/** A notification as its reader sees it: the message in their language, with its code and parameters. */
// A type, not an interface: the JSON:API writer takes it as a record of attributes.
export type NotificationView = {
  id: string;
  kind: string;
  message: string;
  messageCode: string;
  params: Record<string, unknown>;
  link: string | null;
  status: 'read' | 'unread';
  created_at: string;
  read_at: string | null;
};

export interface NotificationsPage {
  rows: NotificationView[];
  total: number;
  unread: number;
}

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
