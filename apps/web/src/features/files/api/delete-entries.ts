import { ZTrashed, type TFileEntry, type TTrashed } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getTrash } from './get-trash.ts';
import { refreshFiles } from './invalidate-files.ts';
import { entryResource } from './place-entry.ts';

/** To the trash, against the revision that was shown. */
export const deleteEntry = (tenantUuid: string, entry: TFileEntry): Promise<TTrashed> =>
  apiRequest(`${entryResource(tenantUuid, entry)}?${new URLSearchParams({ revision: String(entry.revision) })}`, {
    method: 'DELETE',
    schema: ZTrashed,
  });

/**
 * Deletes one or more entries in turn; stops at the first refusal (the ones before it are in the trash). Answers
 * what went and until when it can come back (read off the trash, which says when each deletion is purged).
 */
export function useDeleteEntries(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: TFileEntry[]) => {
      const trashed: TTrashed[] = [];
      for (const entry of entries) trashed.push(await deleteEntry(tenantUuid, entry));
      const trash = await getTrash(tenantUuid).catch(() => undefined);
      const purgeAfter = trash?.items.find((item) => item.trash_id === trashed[0]?.trash_id)?.purge_after;
      return { trashed, purgeAfter };
    },
    onSettled: () => refreshFiles(queryClient, tenantUuid),
  });
}
