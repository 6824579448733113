import {
  FOLDER_PAGE_MAX,
  UPLOAD_TYPE_FOLDERS,
  ZFolderListing,
  type TFolderListing,
  type TUploadType,
} from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { tenantFilesQueryKey } from '../../../lib/query-keys.ts';

/**
 * The names of the files already in the folder an upload type lands in (none while it does not exist yet), read
 * page after page at the largest page size.
 */
export async function getExistingNames(tenantUuid: string, type: TUploadType, signal?: AbortSignal) {
  const names = new Set<string>();
  let cursor: string | null = null;
  try {
    do {
      const query = new URLSearchParams({ path: UPLOAD_TYPE_FOLDERS[type], limit: String(FOLDER_PAGE_MAX) });
      if (cursor) query.set('cursor', cursor);
      const listing: TFolderListing = await apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/files?${query}`, {
        schema: ZFolderListing,
        signal,
      });
      for (const entry of listing.entries) if (entry.is_file) names.add(entry.file);
      cursor = listing.next_cursor;
    } while (cursor);
    return names;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return new Set<string>();
    throw error;
  }
}

/**
 * Which chosen files would meet a same-named file. Only a courtesy to ask first: without an answer every file is
 * sent with the server's default (a new version of a same-named file).
 */
export const useExistingNames = (tenantUuid: string, type: TUploadType | null) =>
  useQuery({
    // Under the company's files key, so an upload refreshes it with every listing.
    queryKey: [...tenantFilesQueryKey(tenantUuid), { existingNamesOf: type }],
    queryFn: ({ signal }) => getExistingNames(tenantUuid, type!, signal),
    enabled: type !== null,
    retry: false,
  });
