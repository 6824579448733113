import { ZReminderSettings, type TReminderSettings } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const reminderSettingsQueryKey = ['request-reminders', 'firm'] as const;

/** GET /settings/request-reminders ('manage requests'): the firm's cadence, on/off and quiet hours. */
export function getReminderSettings(signal?: AbortSignal): Promise<TReminderSettings> {
  return apiRequest('/settings/request-reminders', { schema: ZReminderSettings, signal });
}

export const useReminderSettings = () =>
  useQuery(queryOptions({ queryKey: reminderSettingsQueryKey, queryFn: ({ signal }) => getReminderSettings(signal) }));
