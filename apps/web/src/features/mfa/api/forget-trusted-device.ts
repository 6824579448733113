import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

/** That browser is asked for a second factor again at its next sign-in. */
export function forgetTrustedDevice(deviceId: string): Promise<void> {
  return apiRequest<void>(`/auth/mfa/trusted-devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE' });
}

export function useForgetTrustedDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetTrustedDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
