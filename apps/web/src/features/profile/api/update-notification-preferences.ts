import {
  ZMyNotificationPreferences,
  type TMyNotificationPreferences,
  type TUpdateMyNotificationPreferences,
} from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationPreferencesQueryKey } from './get-notification-preferences.ts';

/** PUT /auth/me/notification-preferences: the caller's whole set of choices at once. */
export function updateNotificationPreferences(
  body: TUpdateMyNotificationPreferences,
): Promise<TMyNotificationPreferences> {
  return apiRequest('/auth/me/notification-preferences', { method: 'PUT', body, schema: ZMyNotificationPreferences });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
