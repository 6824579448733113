import { ZInvitationSent, type TInvitationSent } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { internalUsersQueryKey } from './get-internal-users.ts';

/** Sends an INVITED staff member a fresh invitation link (the earlier links stop working). */
export function resendInternalInvitation(userUuid: string): Promise<TInvitationSent> {
  return apiRequest(`/internal-users/${encodeURIComponent(userUuid)}/invitation`, {
    method: 'POST',
    schema: ZInvitationSent,
  });
}

export function useResendInternalInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInternalInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internalUsersQueryKey }),
  });
}
