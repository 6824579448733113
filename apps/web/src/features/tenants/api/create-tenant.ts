import { ZTenant, type TCreateTenantRequest, type TTenant } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantsQueryKey } from '../../../lib/query-keys.ts';

export function createTenant(body: TCreateTenantRequest): Promise<TTenant> {
  return apiRequest('/tenants', { method: 'POST', body, schema: ZTenant });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
