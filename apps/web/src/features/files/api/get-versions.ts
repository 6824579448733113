import { ZDocumentVersions, type TDocumentVersions } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantFilesQueryKey } from '../../../lib/query-keys.ts';

export const getVersions = (tenantUuid: string, id: string, signal?: AbortSignal): Promise<TDocumentVersions> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/documents/${encodeURIComponent(id)}/versions`, {
    schema: ZDocumentVersions,
    signal,
  });

export const useVersions = (tenantUuid: string, id: string) =>
  useQuery({
    queryKey: [...tenantFilesQueryKey(tenantUuid), { versionsOf: id }],
    queryFn: ({ signal }) => getVersions(tenantUuid, id, signal),
  });
