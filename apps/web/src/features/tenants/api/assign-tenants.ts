import { ZAssignTenantsResult, type TAssignTenantsRequest, type TAssignTenantsResult } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantsQueryKey } from '../../../lib/query-keys.ts';

export const assignTenants = (body: TAssignTenantsRequest): Promise<TAssignTenantsResult> =>
  apiRequest('/tenants/assign', { method: 'POST', body, schema: ZAssignTenantsResult });

export function useAssignTenants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTenants,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
