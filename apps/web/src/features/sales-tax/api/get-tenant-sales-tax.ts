import { ZSalesTaxPage, type TSalesTaxPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';
import { salesTaxListQuery, salesTaxQueryKey } from './get-sales-tax.ts';

export const tenantSalesTaxPath = (tenantUuid: string) => `/tenants/${encodeURIComponent(tenantUuid)}/sales-tax`;

/** GET /tenants/{id}/sales-tax: one tenant's records. */
export function getTenantSalesTax(
  tenantUuid: string,
  params: TListParams,
  signal?: AbortSignal,
): Promise<TSalesTaxPage> {
  return apiRequest(`${tenantSalesTaxPath(tenantUuid)}?${salesTaxListQuery(params)}`, {
    schema: ZSalesTaxPage,
    signal,
  });
}

export const tenantSalesTaxQueryOptions = (tenantUuid: string, params: TListParams) =>
  queryOptions({
    queryKey: [...salesTaxQueryKey, 'tenant', tenantUuid, params],
    queryFn: ({ signal }) => getTenantSalesTax(tenantUuid, params, signal),
    placeholderData: keepPreviousData,
  });
