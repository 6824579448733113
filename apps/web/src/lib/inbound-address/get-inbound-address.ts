import { ZInboundAddress, type TInboundAddress } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/** An address never changes once made: fetched once per screen visit. */
const ADDRESS_STALE_MS = 10 * 60_000;

/**
 * GET /tenants/{id}/inbound-address, or a request's (issue 32: e-mail in). `address` is null while the portal has
 * no inbound domain. Shared: the company's documents screen and the staff's requests both show it.
 */
export function getInboundAddress(tenantUuid: string, requestUuid?: string, signal?: AbortSignal) {
  const base = `/tenants/${encodeURIComponent(tenantUuid)}`;
  const path = requestUuid
    ? `${base}/requests/${encodeURIComponent(requestUuid)}/inbound-address`
    : `${base}/inbound-address`;
  return apiRequest<TInboundAddress>(path, { schema: ZInboundAddress, signal });
}

export const useInboundAddress = (tenantUuid: string, requestUuid?: string, enabled = true) =>
  useQuery({
    queryKey: ['inbound-address', tenantUuid, requestUuid ?? null],
    queryFn: ({ signal }) => getInboundAddress(tenantUuid, requestUuid, signal),
    staleTime: ADDRESS_STALE_MS,
    enabled,
  });
