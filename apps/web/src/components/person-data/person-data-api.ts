import { ZPersonErasure } from '@ledgerport/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { downloadWithSession } from '../../lib/file-download/download-with-session.ts';

/** A person's data as a zip (GDPR Art. 15, 20), saved under the name the server gives it. */
export const useExportPersonData = () =>
  useMutation({
    mutationFn: (userUuid: string) =>
      downloadWithSession(`/users/${encodeURIComponent(userUuid)}/data-export.zip`, 'personal-data.zip'),
  });

/**
 * Erases a person (GDPR Art. 17); the answer is the record of what was removed and what was kept, why and until
 * when. Asked again it answers the same record (the server's 200), so a retry is harmless.
 */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userUuid: string) =>
      apiRequest(`/users/${encodeURIComponent(userUuid)}/erasure`, { method: 'POST', schema: ZPersonErasure }),
    // The person's name, e-mail and companies have changed: every list of users is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The stored record of the person's erasure, or null when she has not been erased (the server's 404). */
export const useErasureRecord = (userUuid: string, enabled: boolean) =>
  useQuery({
    queryKey: ['person-data', 'erasure', userUuid],
    queryFn: ({ signal }) =>
      apiRequest(`/users/${encodeURIComponent(userUuid)}/erasure`, { schema: ZPersonErasure, signal }).catch(
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        },
      ),
    enabled,
  });
