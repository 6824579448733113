import { ZDocumentRequest, type TDocumentRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestPath, requestsQueryKey } from './request-keys.ts';

type TMarkReceivedParams = { tenantUuid: string; requestUuid: string; note: string; documentIds: string[] };

/** POST …/requests/{id}/receive: received outside the portal (DONE), with the note and the files chosen. */
export function markReceived({
  tenantUuid,
  requestUuid,
  note,
  documentIds,
}: TMarkReceivedParams): Promise<TDocumentRequest> {
  return apiRequest(`${requestPath(tenantUuid, requestUuid)}/receive`, {
    method: 'POST',
    body: { note, document_ids: documentIds },
    schema: ZDocumentRequest,
  });
}

export function useMarkReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReceived,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
