import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient, parseWith, pageMetaSchema, type Page } from '#src/lib/api';

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Rendered by the API in the request's language when read. */
  message: z.string(),
  messageCode: z.string(),
  /** A portal path, such as /my-applications/trade-names/{id}. */
  link: z.nullish(z.string()),
  status: z.enum(['read', 'unread']),
  created_at: z.string(),
  read_at: z.nullish(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

export interface NotificationPage extends Page<Notification> {
  /** Unread notifications of the caller, whatever the filter. */
  unread: number;
}

/** `GET /api/v1/notifications?status&page`: newest first; `meta.hasMore: false` is the "no more" message. */
export async function getNotifications(status: NotificationFilter, page: number, signal?: AbortSignal): Promise<NotificationPage> {
  const document = await apiClient.get('/v1/notifications', { query: { status, page }, signal });
  return {
    items: parseWith(z.array(notificationSchema), document.data ?? []),
    meta: parseWith(pageMetaSchema, document.meta),
    unread: parseWith(z.number(), document.meta.unread),
  };
}

export const notificationsKey = ['notifications'] as const;

export function useNotifications(status: NotificationFilter) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useInfiniteQuery({
    queryKey: [...notificationsKey, status, locale],
    queryFn: ({ pageParam, signal }) => getNotifications(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
}
