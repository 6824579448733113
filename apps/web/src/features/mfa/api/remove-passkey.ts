import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

/** Refused (409 MFA_FACTOR_REQUIRED) when the firm requires a second factor and this is the user's last one. */
export function removePasskey(passkeyId: string): Promise<void> {
  return apiRequest<void>(`/auth/mfa/passkeys/${encodeURIComponent(passkeyId)}`, { method: 'DELETE' });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
