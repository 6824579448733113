import { ZClientSignInSettings, type TClientSignInSettings } from '@ledgerport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientSignInMethodsQueryKey } from '../../../lib/query-keys.ts';

export const clientSignInSettingsQueryKey = ['firm-settings', 'client-sign-in'] as const;

/** GET /firm-settings/client-sign-in ('manage firm settings'): how clients may sign in (issue 32). */
export function getClientSignInSettings(signal?: AbortSignal): Promise<TClientSignInSettings> {
  return apiRequest('/firm-settings/client-sign-in', { schema: ZClientSignInSettings, signal });
}

export const useClientSignInSettings = () =>
  useQuery(
    queryOptions({
      queryKey: clientSignInSettingsQueryKey,
      queryFn: ({ signal }) => getClientSignInSettings(signal),
    }),
  );

/** PUT /firm-settings/client-sign-in: the methods (at least one) and whether clients need a second step. */
export function updateClientSignInSettings(body: TClientSignInSettings): Promise<TClientSignInSettings> {
  return apiRequest('/firm-settings/client-sign-in', { method: 'PUT', body, schema: ZClientSignInSettings });
}

export function useUpdateClientSignInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientSignInSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(clientSignInSettingsQueryKey, saved);
      // The login page's offer follows at once in this browser.
      void queryClient.invalidateQueries({ queryKey: clientSignInMethodsQueryKey });
    },
  });
}
