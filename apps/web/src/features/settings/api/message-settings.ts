import { ZMessageSettings, type TMessageSettings } from '@ledgerport/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const messageSettingsQueryKey = ['firm-settings', 'messages'] as const;

/** GET /settings/messages ('manage firm settings', issue 34): whether e-mails to clients carry a message's text. */
export const useMessageSettings = () =>
  useQuery({
    queryKey: messageSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest('/settings/messages', { schema: ZMessageSettings, signal }),
  });

/** PUT /settings/messages. */
export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMessageSettings) =>
      apiRequest('/settings/messages', { method: 'PUT', body, schema: ZMessageSettings }),
    onSuccess: (saved) => queryClient.setQueryData(messageSettingsQueryKey, saved),
  });
}
