import { ZBulkMoved, type TBulkMoved, type TCatalogItemRef, type TFileEntry } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshFiles } from './invalidate-files.ts';

/** A listed entry as a bulk call names it: its kind, id and the revision that was shown. */
export const itemRef = (entry: TFileEntry): TCatalogItemRef => ({
  kind: entry.is_file ? 'file' : 'folder',
  id: entry.id,
  revision: entry.revision,
});

/** Moves the entries into `folder` ('' = the root) in one call: all of them, or (refused) none. */
export const moveEntries = (tenantUuid: string, entries: TFileEntry[], folder: string): Promise<TBulkMoved> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/catalog/move`, {
    method: 'POST',
    body: { items: entries.map(itemRef), to: folder },
    schema: ZBulkMoved,
  });

export function useMoveEntries(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entries, folder }: { entries: TFileEntry[]; folder: string }) =>
      moveEntries(tenantUuid, entries, folder),
    onSettled: () => refreshFiles(queryClient, tenantUuid),
  });
}
