import { ZTenant, type TTenant, type TUpdateTenantRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantsQueryKey } from '../../../lib/query-keys.ts';

export function updateTenant({ uuid, body }: { uuid: string; body: TUpdateTenantRequest }): Promise<TTenant> {
  return apiRequest(`/tenants/${encodeURIComponent(uuid)}`, { method: 'PUT', body, schema: ZTenant });
}

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
