import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

/** Refused (409 MFA_FACTOR_REQUIRED) when the firm requires a second factor and this is the user's last one. */
export function removeEmailFactor(): Promise<void> {
  return apiRequest<void>('/auth/mfa/email', { method: 'DELETE' });
}

export function useRemoveEmailFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmailFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
