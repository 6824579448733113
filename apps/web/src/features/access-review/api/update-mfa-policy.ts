import { ZMfaPolicy, type TMfaPolicy } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaPolicyQueryKey } from './get-mfa-policy.ts';

export function updateMfaPolicy(policy: TMfaPolicy): Promise<TMfaPolicy> {
  return apiRequest('/firm-settings/mfa', { method: 'PUT', body: policy, schema: ZMfaPolicy });
}

/** The whole policy is sent each time; the server's answer becomes what the switches show. */
export function useUpdateMfaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMfaPolicy,
    onSuccess: (policy) => queryClient.setQueryData(mfaPolicyQueryKey, policy),
  });
}
