import { ZTenantUser, type TAddTenantUserRequest, type TTenantUser } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantUsersPath, tenantUsersQueryKey } from './get-tenant-users.ts';

type TAddTenantUser = { tenantUuid: string; body: TAddTenantUserRequest };

/** Creates the person INVITED in this tenant and e-mails the invitation; 409 when the e-mail has an account. */
export function addTenantUser({ tenantUuid, body }: TAddTenantUser): Promise<TTenantUser> {
  return apiRequest(tenantUsersPath(tenantUuid), { method: 'POST', body, schema: ZTenantUser });
}

export function useAddTenantUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTenantUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantUsersQueryKey }),
  });
}
