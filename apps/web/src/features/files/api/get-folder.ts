import { ZFolderListing, type TFolderListing, type TReviewStatus, type TUploadType } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantFilesQueryKey } from '../../../lib/query-keys.ts';

/** The search filters of the folder screen; any of them makes the listing a search at every depth below `path`. */
export type TFolderFilters = {
  type?: TUploadType;
  uploader?: string;
  uploaded_from?: string;
  uploaded_to?: string;
  review_status?: TReviewStatus;
};

type TFolderParams = { tenantUuid: string; path: string; search: string; filters?: TFolderFilters };

export function getFolder(
  { tenantUuid, path, search, filters = {} }: TFolderParams,
  signal?: AbortSignal,
): Promise<TFolderListing> {
  const query = new URLSearchParams({ path });
  if (search.trim()) query.set('search', search.trim());
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/files?${query}`, { schema: ZFolderListing, signal });
}

export const folderQueryOptions = (params: TFolderParams) =>
  queryOptions({
    queryKey: [...tenantFilesQueryKey(params.tenantUuid), params.path, params.search, params.filters ?? {}],
    queryFn: ({ signal }) => getFolder(params, signal),
    // While a search of the same folder loads, its current rows stay; another folder starts from a loader.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === params.path ? previous : undefined),
  });

export const useFolder = (params: TFolderParams) => useQuery(folderQueryOptions(params));

/** Only the sub-folders of one folder, for the Move dialog's folder picker. */
export const useSubfolders = (tenantUuid: string, path: string, enabled: boolean) =>
  useQuery({
    ...folderQueryOptions({ tenantUuid, path, search: '' }),
    placeholderData: undefined,
    enabled,
    select: (listing) => listing.entries.filter((entry) => !entry.is_file),
  });
