import { ZInvitationSent, type TInvitationSent } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantUsersPath, tenantUsersQueryKey } from './get-tenant-users.ts';

type TResend = { tenantUuid: string; userUuid: string };

/** Sends an INVITED tenant user a fresh invitation link (the earlier links stop working). */
export function resendTenantInvitation({ tenantUuid, userUuid }: TResend): Promise<TInvitationSent> {
  return apiRequest(`${tenantUsersPath(tenantUuid)}/${encodeURIComponent(userUuid)}/invitation`, {
    method: 'POST',
    schema: ZInvitationSent,
  });
}

export function useResendTenantInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendTenantInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantUsersQueryKey }),
  });
}
