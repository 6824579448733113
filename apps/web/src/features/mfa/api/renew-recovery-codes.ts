import { ZRecoveryCodes, type TRecoveryCodes } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

/** Ten new codes; every earlier code stops working at once. */
export function renewRecoveryCodes(): Promise<TRecoveryCodes> {
  return apiRequest('/auth/mfa/recovery-codes', { method: 'POST', schema: ZRecoveryCodes });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
