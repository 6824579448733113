import { ZDocumentRecord, ZDocumentRecordView, ZLegalHold, type TDocumentRecordRequest } from '@ledgerport/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const recordKey = (tenantUuid: string, documentUuid: string) => ['files', tenantUuid, 'record', documentUuid] as const;

/** A document's record class, tax year and hold (issue 35), for staff in its preview. */
export const useDocumentRecord = (tenantUuid: string, documentUuid: string) =>
  useQuery({
    queryKey: recordKey(tenantUuid, documentUuid),
    queryFn: ({ signal }) =>
      apiRequest(`/tenants/${tenantUuid}/documents/${documentUuid}/record`, { schema: ZDocumentRecordView, signal }),
  });

export function useChangeDocumentRecord(tenantUuid: string, documentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDocumentRecordRequest) =>
      apiRequest(`/tenants/${tenantUuid}/documents/${documentUuid}/record`, {
        method: 'PATCH',
        body,
        schema: ZDocumentRecord,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKey(tenantUuid, documentUuid) }),
  });
}

/** A hold on this one document; released from the company's records page, where every hold is listed. */
export function usePlaceDocumentHold(tenantUuid: string, documentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(`/tenants/${tenantUuid}/legal-holds`, {
        method: 'POST',
        body: { document_uuid: documentUuid, reason },
        schema: ZLegalHold,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKey(tenantUuid, documentUuid) }),
  });
}
