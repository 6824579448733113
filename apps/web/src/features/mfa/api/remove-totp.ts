import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

/** Refused (409 MFA_FACTOR_REQUIRED) when the firm requires a second factor and this is the user's last one. */
export function removeTotp(): Promise<void> {
  return apiRequest<void>('/auth/mfa/totp', { method: 'DELETE' });
}

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
