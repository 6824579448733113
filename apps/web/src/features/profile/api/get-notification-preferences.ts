import { ZMyNotificationPreferences, type TMyNotificationPreferences } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** GET /auth/me/notification-preferences: how the caller hears of their notifications by e-mail. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<TMyNotificationPreferences> {
  return apiRequest('/auth/me/notification-preferences', { schema: ZMyNotificationPreferences, signal });
}

export const useNotificationPreferences = () =>
  useQuery(
    queryOptions({
      queryKey: notificationPreferencesQueryKey,
      queryFn: ({ signal }) => getNotificationPreferences(signal),
    }),
  );
