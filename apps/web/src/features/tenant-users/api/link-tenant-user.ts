import { ZTenantUser, type TLinkTenantUserRequest, type TTenantUser } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantUsersPath, tenantUsersQueryKey } from './get-tenant-users.ts';

type TLinkTenantUser = { tenantUuid: string; body: TLinkTenantUserRequest };

/**
 * Staff only: gives a person who already has an account a role in this tenant. 404 for an unknown e-mail,
 * 409 when they are already a member or are a staff account.
 */
export function linkTenantUser({ tenantUuid, body }: TLinkTenantUser): Promise<TTenantUser> {
  return apiRequest(`${tenantUsersPath(tenantUuid)}/link`, { method: 'POST', body, schema: ZTenantUser });
}

export function useLinkTenantUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkTenantUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantUsersQueryKey }),
  });
}
