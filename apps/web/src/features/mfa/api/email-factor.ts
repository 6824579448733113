import { ZRecoveryCodes, type TRecoveryCodes } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

/** Codes by e-mail (clients, issue 32): the server e-mails a code that confirms the address is the user's. */
export function startEmailFactor(): Promise<unknown> {
  return apiRequest('/auth/mfa/email', { method: 'POST' });
}

export const useStartEmailFactor = () => useMutation({ mutationFn: startEmailFactor });

/** The e-mailed code turns codes by e-mail on; the first factor also brings recovery codes. */
export function confirmEmailFactor(code: string): Promise<TRecoveryCodes> {
  return apiRequest('/auth/mfa/email/confirm', { method: 'POST', body: { code }, schema: ZRecoveryCodes });
}

export function useConfirmEmailFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
