import { ZFirmNotificationDefaults, type TFirmNotificationDefaults } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationDefaultsQueryKey } from './get-notification-defaults.ts';

/** PUT /firm-settings/notifications: every category's default and the digest hour at once. */
export function updateNotificationDefaults(body: TFirmNotificationDefaults): Promise<TFirmNotificationDefaults> {
  return apiRequest('/firm-settings/notifications', { method: 'PUT', body, schema: ZFirmNotificationDefaults });
}

export function useUpdateNotificationDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationDefaults,
    onSuccess: (saved) => queryClient.setQueryData(notificationDefaultsQueryKey, saved),
  });
}
