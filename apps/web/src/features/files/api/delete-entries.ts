import { ZBulkTrashed, type TBulkTrashed, type TFileEntry } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getTrash } from './get-trash.ts';
import { refreshFiles } from './invalidate-files.ts';
import { itemRef } from './move-entries.ts';

/** To the trash in one call, each against the revision that was shown: all of them, or (refused) none. */
export const deleteEntries = (tenantUuid: string, entries: TFileEntry[]): Promise<TBulkTrashed> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/catalog/delete`, {
    method: 'POST',
    body: { items: entries.map(itemRef) },
    schema: ZBulkTrashed,
  });

/**
 * Deletes one or more entries (each its own trash entry, restorable alone). Answers what went and until when it
 * can come back (read off the trash, which says when each deletion is purged).
 */
export function useDeleteEntries(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: TFileEntry[]) => {
      const { items } = await deleteEntries(tenantUuid, entries);
      const trash = await getTrash(tenantUuid).catch(() => undefined);
      const purgeAfter = trash?.items.find((item) => item.trash_id === items[0]?.trash_id)?.purge_after;
      return { trashed: items, purgeAfter };
    },
    onSettled: () => refreshFiles(queryClient, tenantUuid),
  });
}
