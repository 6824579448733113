import { ZRole, type TCreateRoleRequest, type TRole } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rolesQueryKey } from './get-roles.ts';

export function createRole(body: TCreateRoleRequest): Promise<TRole> {
  return apiRequest('/roles', { method: 'POST', body, schema: ZRole });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
