import { ZUploadLinkList, type TUploadLinkList } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantUploadLinksPath, uploadLinksQueryKey } from './upload-link-keys.ts';

/** GET /tenants/{id}/upload-links: the company's links, newest first (one page of 100). */
export function getUploadLinks(tenantUuid: string, signal?: AbortSignal): Promise<TUploadLinkList> {
  return apiRequest(`${tenantUploadLinksPath(tenantUuid)}?per_page=100`, { schema: ZUploadLinkList, signal });
}

export const uploadLinksQueryOptions = (tenantUuid: string) =>
  queryOptions({
    queryKey: uploadLinksQueryKey(tenantUuid),
    queryFn: ({ signal }) => getUploadLinks(tenantUuid, signal),
    placeholderData: keepPreviousData,
  });

export const useUploadLinks = (tenantUuid: string, enabled = true) =>
  useQuery({ ...uploadLinksQueryOptions(tenantUuid), enabled });
