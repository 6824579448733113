import { UPLOAD_TYPE_FOLDERS, ZFolderListing, type TUploadType } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { tenantFilesQueryKey } from '../../../lib/query-keys.ts';

/** The names of the files already in the folder an upload type lands in (none while it does not exist yet). */
export async function getExistingNames(tenantUuid: string, type: TUploadType, signal?: AbortSignal) {
  const query = new URLSearchParams({ path: UPLOAD_TYPE_FOLDERS[type] });
  try {
    const listing = await apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/files?${query}`, {
      schema: ZFolderListing,
      signal,
    });
    return new Set(listing.entries.filter((entry) => entry.is_file).map((entry) => entry.file));
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
