import { ZReminderSettings, type TReminderSettings } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reminderSettingsQueryKey } from './get-reminder-settings.ts';

/** PUT /settings/request-reminders: the whole setting at once. */
export function updateReminderSettings(body: TReminderSettings): Promise<TReminderSettings> {
  return apiRequest('/settings/request-reminders', { method: 'PUT', body, schema: ZReminderSettings });
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryKey, saved),
  });
}
