import { ZRole, type TRole, type TUpdateRoleRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rolesQueryKey } from './get-roles.ts';

export function updateRole({ id, body }: { id: number; body: TUpdateRoleRequest }): Promise<TRole> {
  return apiRequest(`/roles/${id}`, { method: 'PUT', body, schema: ZRole });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
