import { ZEnvelopePageList, type TEnvelopePageList } from '@ledgerport/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { signingQueryKey, tenantEnvelopesPath, type TEnvelopeListParams } from './signing-keys.ts';

/**
 * GET /tenants/{id}/signing/envelopes (one company) or GET /signing/envelopes (firm-wide, every company the
 * caller may see): one page, newest first, filtered on the server.
 */
export function getEnvelopes(
  tenantUuid: string | null,
  params: TEnvelopeListParams,
  signal?: AbortSignal,
): Promise<TEnvelopePageList> {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.search) query.set('search', params.search);
  if (params.progress) query.set('progress', params.progress);
  const base = tenantUuid ? tenantEnvelopesPath(tenantUuid) : '/signing/envelopes';
  return apiRequest(`${base}?${query}`, { schema: ZEnvelopePageList, signal });
}

export const envelopesQueryOptions = (tenantUuid: string | null, params: TEnvelopeListParams) =>
  queryOptions({
    queryKey: [...signingQueryKey, 'list', tenantUuid ?? 'firm', params],
    queryFn: ({ signal }) => getEnvelopes(tenantUuid, params, signal),
    placeholderData: keepPreviousData,
  });
