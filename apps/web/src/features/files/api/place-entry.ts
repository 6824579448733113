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

/** Renames one entry (a move of one or many goes through move-entries.ts, in one call). */
export function useRenameEntry(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, name }: { entry: TFileEntry; name: string }) => placeEntry(tenantUuid, entry, { name }),
    onSettled: () => refreshFiles(queryClient, tenantUuid),
  });
}
