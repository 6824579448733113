import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export function endSession(sessionId: string): Promise<void> {
  return apiRequest<void>(`/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

/** Signs one of the user's other devices out; that device's next request is refused. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
