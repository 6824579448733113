import { ZRoleSummaryPage, type TRoleSummary } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The firm roles a user may be given (tenant roles are held per tenant, not set here). */
export async function getFirmRoleOptions(signal?: AbortSignal): Promise<TRoleSummary[]> {
  const page = await apiRequest('/roles?scope=firm&per_page=100', { schema: ZRoleSummaryPage, signal });
  return page.data;
}

export const firmRoleOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['roles', 'firm-options'], queryFn: ({ signal }) => getFirmRoleOptions(signal) });

export const useFirmRoleOptions = () => useQuery(firmRoleOptionsQueryOptions());
