import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api';
import { notificationsKey } from './get-notifications';

/** `PUT /api/v1/notifications/read-all`: every notification of the caller; answers how many it marked. */
export async function markAllNotificationsRead(): Promise<number> {
  const document = await apiClient.put('/v1/notifications/read-all');
  return typeof document.meta.marked === 'number' ? document.meta.marked : 0;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
