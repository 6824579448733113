import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A SuperAdmin's help for a user who lost their second factors: the server removes them, ends the user's
 * sessions and e-mails them; at their next sign-in they set up a new one.
 */
export function resetUserMfa(userId: string): Promise<void> {
  return apiRequest<void>(`/users/${encodeURIComponent(userId)}/mfa/reset`, { method: 'POST' });
}

export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['access-review'] }),
  });
}
