import { ZMfaStatus, type TMfaStatus } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every change on the two-step page refreshes this one answer (factors, codes left, remembered devices). */
export const mfaStatusQueryKey = ['auth', 'mfa'] as const;

export function getMfaStatus(signal?: AbortSignal): Promise<TMfaStatus> {
  return apiRequest('/auth/mfa', { schema: ZMfaStatus, signal });
}

export const mfaStatusQueryOptions = () =>
  queryOptions({ queryKey: mfaStatusQueryKey, queryFn: ({ signal }) => getMfaStatus(signal) });

export const useMfaStatus = () => useQuery(mfaStatusQueryOptions());
