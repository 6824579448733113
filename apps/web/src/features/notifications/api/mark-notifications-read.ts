import {
  MARK_NOTIFICATIONS_READ_ANSWER,
  type TMarkNotificationsReadRequest,
  type TMarkNotificationsReadResult,
  type TNotificationPage,
} from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

/** POST /notifications/read: the listed ones (`ids`), or all of the caller's when `ids` is left out. */
export function markNotificationsRead(body: TMarkNotificationsReadRequest): Promise<TMarkNotificationsReadResult> {
  return apiRequest('/notifications/read', { method: 'POST', body, schema: MARK_NOTIFICATIONS_READ_ANSWER });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result) => {
      // The badge takes the server's new count at once; the refetch then brings each entry's read state.
      queryClient.setQueriesData<TNotificationPage>({ queryKey: notificationsQueryKey }, (page) =>
        page ? { ...page, unread: result.unread } : page,
      );
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
