import { ZComplianceSummary, type TComplianceNoteRequest } from '@ledgerport/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const summaryKey = ['compliance', 'summary'] as const;

/** The Safeguards figures, computed by the server from live data each time they are asked. */
export const useComplianceSummary = () =>
  useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) => apiRequest('/compliance/summary', { schema: ZComplianceSummary, signal }),
  });

/** "Review done" or a restore drill: recorded on the audit trail, so the summary's "last" figure moves. */
function useRecordNote(apiPath: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TComplianceNoteRequest) => apiRequest(apiPath, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKey }),
  });
}

export const useRecordAccessReview = () => useRecordNote('/compliance/access-reviews');
export const useRecordRestoreDrill = () => useRecordNote('/compliance/restore-drills');
