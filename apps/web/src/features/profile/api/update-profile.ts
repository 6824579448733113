import { ZMeResponse, type TMeResponse, type TUpdateProfileRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/session/get-me.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';

export function updateProfile(body: TUpdateProfileRequest): Promise<TMeResponse> {
  return apiRequest('/auth/me', { method: 'PATCH', body, schema: ZMeResponse });
}

/** Saves the user's own name and mobile; the stored session follows, so the header shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      sessionStore.refresh(me);
      queryClient.setQueryData(meQueryKey, me);
    },
  });
}
