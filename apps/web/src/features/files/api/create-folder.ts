import { ZFileEntry, type TFileEntry } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshFiles } from './invalidate-files.ts';

type TCreateFolderParams = { tenantUuid: string; parent: string; name: string };

export const createFolder = ({ tenantUuid, parent, name }: TCreateFolderParams): Promise<TFileEntry> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/folders`, {
    method: 'POST',
    body: { parent, name },
    schema: ZFileEntry,
  });

export function useCreateFolder(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: Omit<TCreateFolderParams, 'tenantUuid'>) => createFolder({ tenantUuid, ...params }),
    onSuccess: () => refreshFiles(queryClient, tenantUuid),
  });
}
