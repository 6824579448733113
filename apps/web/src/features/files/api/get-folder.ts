import {
  FOLDER_PAGE_MAX,
  ZFolderListing,
  type TFolderListing,
  type TReviewStatus,
  type TUploadType,
} from '@ledgerport/contract';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/** One page of a folder (or of a search below it): the first without `cursor`, then each page's next_cursor. */
export function getFolder(
  { tenantUuid, path, search, filters = {} }: TFolderParams,
  page: { cursor?: string | null; limit?: number } = {},
  signal?: AbortSignal,
): Promise<TFolderListing> {
  const query = new URLSearchParams({ path });
  if (search.trim()) query.set('search', search.trim());
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (page.limit) query.set('limit', String(page.limit));
  if (page.cursor) query.set('cursor', page.cursor);
  return apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/files?${query}`, { schema: ZFolderListing, signal });
}

/**
 * A folder as the screen scrolls it: the first page at once, each next one when the list nears its end (a
 * folder may hold 50,000 files; the server's default page keeps each answer small).
 */
export const folderQueryOptions = (params: TFolderParams) =>
  infiniteQueryOptions({
    queryKey: [...tenantFilesQueryKey(params.tenantUuid), params.path, params.search, params.filters ?? {}],
    queryFn: ({ pageParam, signal }) => getFolder(params, { cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // While a search of the same folder loads, its current rows stay; another folder starts from a loader.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === params.path ? previous : undefined),
  });

export const useFolder = (params: TFolderParams) => useInfiniteQuery(folderQueryOptions(params));

/**
 * Only the sub-folders of one folder, for the Move dialog's folder picker. Folders come first in a listing, so
 * one page of the largest size holds them (a folder with more sub-folders than that offers the first ones).
 */
export const useSubfolders = (tenantUuid: string, path: string, enabled: boolean) =>
  useQuery({
    queryKey: [...tenantFilesQueryKey(tenantUuid), { subfoldersOf: path }],
    queryFn: ({ signal }) => getFolder({ tenantUuid, path, search: '' }, { limit: FOLDER_PAGE_MAX }, signal),
    enabled,
    select: (listing) => listing.entries.filter((entry) => !entry.is_file),
  });
