import { ZPayrollPage, type TPayrollPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

/** Every cached payroll query starts with this key, so a submission refreshes them all. */
export const payrollQueryKey = ['payroll'] as const;

/** page, per_page and search, as every payroll list asks for them. */
export function payrollListQuery({ page, perPage, search }: TListParams) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return query;
}

/** GET /payroll: every tenant's payroll information, for the firm's staff; `responsible`: whose clients. */
export function getPayroll(params: TListParams, signal?: AbortSignal, responsible?: string): Promise<TPayrollPage> {
  const query = payrollListQuery(params);
  if (responsible) query.set('responsible', responsible);
  return apiRequest(`/payroll?${query}`, { schema: ZPayrollPage, signal });
}

export const payrollQueryOptions = (params: TListParams, responsible?: string) =>
  queryOptions({
    queryKey: [...payrollQueryKey, 'all', params, responsible ?? null],
    queryFn: ({ signal }) => getPayroll(params, signal, responsible),
    // The current rows stay on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export const usePayroll = (params: TListParams, enabled = true, responsible?: string) =>
  useQuery({ ...payrollQueryOptions(params, responsible), enabled });
