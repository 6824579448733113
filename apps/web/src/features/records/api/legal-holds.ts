import { ZLegalHold, ZLegalHoldList, type TLegalHoldRequest, type TReasonRequest } from '@ledgerport/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const holdsKey = (tenantUuid: string) => ['records', 'holds', tenantUuid] as const;
/** The newest holds first; released ones stay listed (with who released them and why) unless only active are asked. */
const HOLDS_SHOWN = 100;

export const useLegalHolds = (tenantUuid: string, activeOnly: boolean) =>
  useQuery({
    queryKey: [...holdsKey(tenantUuid), activeOnly],
    queryFn: ({ signal }) =>
      apiRequest(
        `/tenants/${tenantUuid}/legal-holds?${new URLSearchParams({ active: String(activeOnly), limit: String(HOLDS_SHOWN) })}`,
        { schema: ZLegalHoldList, signal },
      ),
  });

export function usePlaceHold(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLegalHoldRequest) =>
      apiRequest(`/tenants/${tenantUuid}/legal-holds`, { method: 'POST', body, schema: ZLegalHold }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holdsKey(tenantUuid) }),
  });
}

export function useReleaseHold(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ holdUuid, body }: { holdUuid: string; body: TReasonRequest }) =>
      apiRequest(`/tenants/${tenantUuid}/legal-holds/${holdUuid}/release`, {
        method: 'POST',
        body,
        schema: ZLegalHold,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holdsKey(tenantUuid) }),
  });
}
