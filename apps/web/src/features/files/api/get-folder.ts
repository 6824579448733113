import { ZFolderListing, type TFolderListing } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantFilesQueryKey } from '../../../lib/query-keys.ts';

type TFolderParams = { tenantUuid: string; path: string; search: string };

export function getFolder({ tenantUuid, path, search }: TFolderParams, signal?: AbortSignal): Promise<TFolderListing> {
  const query = new URLSearchParams({ path });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/files?${query}`, { schema: ZFolderListing, signal });
}

export const folderQueryOptions = (params: TFolderParams) =>
  queryOptions({
    queryKey: [...tenantFilesQueryKey(params.tenantUuid), params.path, params.search],
    queryFn: ({ signal }) => getFolder(params, signal),
    // While a search of the same folder loads, its current rows stay; another folder starts from a loader.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === params.path ? previous : undefined),
  });

export const useFolder = (params: TFolderParams) => useQuery(folderQueryOptions(params));
