import { ZPayrollPage, type TPayrollPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';
import { payrollListQuery, payrollQueryKey } from './get-payroll.ts';

export const tenantPayrollPath = (tenantUuid: string) => `/tenants/${encodeURIComponent(tenantUuid)}/payroll`;

/** GET /tenants/{id}/payroll: one tenant's payroll information. */
export function getTenantPayroll(tenantUuid: string, params: TListParams, signal?: AbortSignal): Promise<TPayrollPage> {
  return apiRequest(`${tenantPayrollPath(tenantUuid)}?${payrollListQuery(params)}`, { schema: ZPayrollPage, signal });
}

export const tenantPayrollQueryOptions = (tenantUuid: string, params: TListParams) =>
  queryOptions({
    queryKey: [...payrollQueryKey, 'tenant', tenantUuid, params],
    queryFn: ({ signal }) => getTenantPayroll(tenantUuid, params, signal),
    placeholderData: keepPreviousData,
  });
