import { ZRecoveryCodes, type TRecoveryCodes } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

/** A code from the new secret turns the authenticator app on; the first factor also brings recovery codes. */
export function confirmTotp(code: string): Promise<TRecoveryCodes> {
  return apiRequest('/auth/mfa/totp/confirm', { method: 'POST', body: { code }, schema: ZRecoveryCodes });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
