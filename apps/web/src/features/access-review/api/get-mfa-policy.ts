import { ZMfaPolicy, type TMfaPolicy } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const mfaPolicyQueryKey = ['firm-settings', 'mfa'] as const;

export function getMfaPolicy(signal?: AbortSignal): Promise<TMfaPolicy> {
  return apiRequest('/firm-settings/mfa', { schema: ZMfaPolicy, signal });
}

export const useMfaPolicy = () =>
  useQuery({ queryKey: mfaPolicyQueryKey, queryFn: ({ signal }) => getMfaPolicy(signal) });
