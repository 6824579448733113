import type { TTenant } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { tenantsQueryKey } from '../../lib/query-keys.ts';

/** GET /tenants/{id}: one tenant, for the company context (its name) and the tenant's own screens. */
export async function getTenant(uuid: string, signal?: AbortSignal): Promise<TTenant> {
  const { ZTenant } = await import('./tenant-schema.ts');
  return apiRequest(`/tenants/${encodeURIComponent(uuid)}`, { schema: ZTenant, signal });
}

export const tenantQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...tenantsQueryKey, 'detail', uuid], queryFn: ({ signal }) => getTenant(uuid, signal) });

export const useTenant = (uuid: string) => useQuery(tenantQueryOptions(uuid));
