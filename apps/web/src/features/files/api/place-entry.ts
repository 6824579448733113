import { ZFileEntry, type TFileEntry } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshFiles } from './invalidate-files.ts';

/** The catalog resource of a listed entry: a document for a file, a folder for a folder. */
export const entryResource = (tenantUuid: string, entry: Pick<TFileEntry, 'id' | 'is_file'>) =>
  `/tenants/${encodeURIComponent(tenantUuid)}/${entry.is_file ? 'documents' : 'folders'}/${entry.id}`;

/** A new name and/or a new folder ('' = the root) for one entry. */
export type TPlacement = { name?: string; folder?: string };

/** Rename and/or move, against the revision that was shown (a change made meanwhile is refused, 409). */
export const placeEntry = (tenantUuid: string, entry: TFileEntry, placement: TPlacement): Promise<TFileEntry> =>
  apiRequest(entryResource(tenantUuid, entry), {
    method: 'PATCH',
    body: { ...placement, revision: entry.revision },
    schema: ZFileEntry,
  });

/**
 * Renames or moves one or more entries, one call each in turn. Stops at the first refusal (what was done before it
 * stays done, and the listing shows it); the error names the entry it failed on.
 */
export function usePlaceEntries(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entries, placement }: { entries: TFileEntry[]; placement: TPlacement }) => {
      for (const entry of entries) await placeEntry(tenantUuid, entry, placement);
    },
    onSettled: () => refreshFiles(queryClient, tenantUuid),
  });
}
