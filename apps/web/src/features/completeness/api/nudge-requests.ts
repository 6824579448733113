import { ZNudgeResult, type TNudgeResult } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A one-off reminder now to the tenant's members, listing the given requests that are still OPEN. */
export const nudgeRequests = (tenantUuid: string, requestIds: string[]): Promise<TNudgeResult> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/requests/nudge`, {
    method: 'POST',
    body: { request_ids: requestIds },
    schema: ZNudgeResult,
  });

export const useNudgeRequests = () =>
  useMutation({
    mutationFn: ({ tenantUuid, requestIds }: { tenantUuid: string; requestIds: string[] }) =>
      nudgeRequests(tenantUuid, requestIds),
  });
