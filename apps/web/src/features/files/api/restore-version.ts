import { ZFileEntry, type TFileEntry } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshFiles } from './invalidate-files.ts';

/** That version's bytes become the newest version; nothing is overwritten. */
export const restoreVersion = (tenantUuid: string, id: string, number: number): Promise<TFileEntry> =>
  apiRequest(
    `/tenants/${encodeURIComponent(tenantUuid)}/documents/${encodeURIComponent(id)}/versions/${number}/restore`,
    { method: 'POST', schema: ZFileEntry },
  );

export function useRestoreVersion(tenantUuid: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) => restoreVersion(tenantUuid, id, number),
    onSettled: () => refreshFiles(queryClient, tenantUuid),
  });
}
