import { ZDocumentRequest, type TDocumentRequest, type TUpdateRequestRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestPath, requestsQueryKey } from './request-keys.ts';

type TUpdateParams = { tenantUuid: string; requestUuid: string; body: TUpdateRequestRequest };

/** PATCH /tenants/{id}/requests/{requestId}, against the revision shown (409 CHANGED_MEANWHILE otherwise). */
export function updateRequest({ tenantUuid, requestUuid, body }: TUpdateParams): Promise<TDocumentRequest> {
  return apiRequest(requestPath(tenantUuid, requestUuid), { method: 'PATCH', body, schema: ZDocumentRequest });
}

export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
