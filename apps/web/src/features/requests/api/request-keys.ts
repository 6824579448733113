import type { TRequestStatus } from '@ledgerport/contract';
import type { TListParams } from '../../../lib/use-list-params.ts';

/** Every cached request query starts with this key: a change refreshes the lists, the one opened and the badge. */
export const requestsQueryKey = ['requests'] as const;

export const tenantRequestsPath = (tenantUuid: string) => `/tenants/${encodeURIComponent(tenantUuid)}/requests`;
export const requestPath = (tenantUuid: string, requestUuid: string) =>
  `${tenantRequestsPath(tenantUuid)}/${encodeURIComponent(requestUuid)}`;

/** What a list of one tenant's requests asks for: the page, the title search and the filters. */
export type TRequestListParams = TListParams & { status?: TRequestStatus; overdue?: boolean };
