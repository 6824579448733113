import { ZTrashed, type TFileEntry, type TTrashed } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshFiles } from './invalidate-files.ts';
import { entryResource } from './place-entry.ts';

/** To the trash, against the revision that was shown. */
export const deleteEntry = (tenantUuid: string, entry: TFileEntry): Promise<TTrashed> =>
  apiRequest(`${entryResource(tenantUuid, entry)}?${new URLSearchParams({ revision: String(entry.revision) })}`, {
    method: 'DELETE',
    schema: ZTrashed,
  });

/** Deletes one or more entries in turn; stops at the first refusal (the ones before it are in the trash). */
export function useDeleteEntries(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: TFileEntry[]) => {
      const trashed: TTrashed[] = [];
      for (const entry of entries) trashed.push(await deleteEntry(tenantUuid, entry));
      return trashed;
    },
    onSettled: () => refreshFiles(queryClient, tenantUuid),
  });
}
