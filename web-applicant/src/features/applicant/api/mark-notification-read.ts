import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api';
import { notificationsKey } from './get-notifications';

/** `PUT /api/v1/notifications/{id}/read` (204; 404 for another's). */
export async function markNotificationRead(id: string): Promise<void> {
  await apiClient.put(`/v1/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
