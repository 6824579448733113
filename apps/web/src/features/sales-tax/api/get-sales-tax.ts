import { ZSalesTaxPage, type TSalesTaxPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

/** Every cached sales-tax query starts with this key, so a submission or an update refreshes them all. */
export const salesTaxQueryKey = ['sales-tax'] as const;

/** page, per_page and search, as every sales-tax list asks for them. */
export function salesTaxListQuery({ page, perPage, search }: TListParams) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return query;
}

/** GET /sales-tax: every tenant's records, for the firm's staff. */
export function getSalesTax(params: TListParams, signal?: AbortSignal): Promise<TSalesTaxPage> {
  return apiRequest(`/sales-tax?${salesTaxListQuery(params)}`, { schema: ZSalesTaxPage, signal });
}

export const salesTaxQueryOptions = (params: TListParams) =>
  queryOptions({
    queryKey: [...salesTaxQueryKey, 'all', params],
    queryFn: ({ signal }) => getSalesTax(params, signal),
    // The current rows stay on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export const useSalesTax = (params: TListParams, enabled = true) =>
  useQuery({ ...salesTaxQueryOptions(params), enabled });
