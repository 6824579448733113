import { ZFirmNotificationDefaults, type TFirmNotificationDefaults } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const notificationDefaultsQueryKey = ['firm-settings', 'notifications'] as const;

/** GET /firm-settings/notifications ('manage firm settings'): the firm's default e-mail delivery and digest hour. */
export function getNotificationDefaults(signal?: AbortSignal): Promise<TFirmNotificationDefaults> {
  return apiRequest('/firm-settings/notifications', { schema: ZFirmNotificationDefaults, signal });
}

export const useNotificationDefaults = () =>
  useQuery(
    queryOptions({ queryKey: notificationDefaultsQueryKey, queryFn: ({ signal }) => getNotificationDefaults(signal) }),
  );
