import { ZDocumentRequest, type TDocumentRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestPath, requestsQueryKey } from './request-keys.ts';

/** The firm's moves of one request; `return` carries the note the client reads. */
export type TRequestChange = { action: 'accept' | 'cancel' | 'reopen' } | { action: 'return'; note: string };

type TChangeParams = { tenantUuid: string; requestUuid: string; change: TRequestChange };

/** POST …/requests/{id}/accept|cancel|reopen|return. */
export function changeRequest({ tenantUuid, requestUuid, change }: TChangeParams): Promise<TDocumentRequest> {
  return apiRequest(`${requestPath(tenantUuid, requestUuid)}/${change.action}`, {
    method: 'POST',
    ...(change.action === 'return' ? { body: { note: change.note } } : {}),
    schema: ZDocumentRequest,
  });
}

export function useChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
