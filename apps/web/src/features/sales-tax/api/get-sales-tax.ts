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

/** GET /sales-tax: every tenant's records, for the firm's staff; `responsible`: whose clients ("my clients"). */
export function getSalesTax(params: TListParams, signal?: AbortSignal, responsible?: string): Promise<TSalesTaxPage> {
  const query = salesTaxListQuery(params);
  if (responsible) query.set('responsible', responsible);
  return apiRequest(`/sales-tax?${query}`, { schema: ZSalesTaxPage, signal });
}

export const salesTaxQueryOptions = (params: TListParams, responsible?: string) =>
  queryOptions({
    queryKey: [...salesTaxQueryKey, 'all', params, responsible ?? null],
    queryFn: ({ signal }) => getSalesTax(params, signal, responsible),
    // The current rows stay on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export const useSalesTax = (params: TListParams, enabled = true, responsible?: string) =>
  useQuery({ ...salesTaxQueryOptions(params, responsible), enabled });
