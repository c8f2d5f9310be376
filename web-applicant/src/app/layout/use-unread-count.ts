import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/**
 * The signed-in user's unread notifications (`meta.unread` of `GET /api/v1/notifications`). Its
 * key sits under `['notifications']`, so marking one read (which invalidates that key) updates
 * the header's badge too.
 */
export function useUnreadCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: ['notifications', 'unread-count'],
    queryFn: async ({ signal }) =>
      parseWith(z.number(), (await apiClient.get('/v1/notifications', { query: { status: 'unread', page: 1 }, signal })).meta?.unread),
    enabled,
    refetchInterval: 60_000,
  });
  return enabled ? (query.data ?? 0) : 0;
}
