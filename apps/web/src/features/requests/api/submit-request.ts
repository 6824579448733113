import { ZDocumentRequest, type TDocumentRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestPath, requestsQueryKey } from './request-keys.ts';

type TSubmitParams = { tenantUuid: string; requestUuid: string; documentIds: string[] };

/** POST …/requests/{id}/submit: the client sends it, with the files just uploaded for it. */
export function submitRequest({ tenantUuid, requestUuid, documentIds }: TSubmitParams): Promise<TDocumentRequest> {
  return apiRequest(`${requestPath(tenantUuid, requestUuid)}/submit`, {
    method: 'POST',
    body: { document_ids: documentIds },
    schema: ZDocumentRequest,
  });
}

export function useSubmitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRequest,
    // The lists, the badge and the opened one; a refusal (409) means they are out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
