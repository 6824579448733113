import { ZTrashed, type TTrashed } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshFiles } from './invalidate-files.ts';

export const restoreTrash = (tenantUuid: string, trashId: string): Promise<TTrashed> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/trash/${encodeURIComponent(trashId)}/restore`, {
    method: 'POST',
    schema: ZTrashed,
  });

export function useRestoreTrash(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trashId: string) => restoreTrash(tenantUuid, trashId),
    onSettled: () => refreshFiles(queryClient, tenantUuid),
  });
}
