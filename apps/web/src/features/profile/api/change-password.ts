import type { TChangePasswordRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export function changePassword(body: TChangePasswordRequest): Promise<void> {
  return apiRequest<void>('/auth/me/password', { method: 'PUT', body });
}

/** The server signs the user's other devices out on success, so the sessions list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
