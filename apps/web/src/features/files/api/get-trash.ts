import { ZTrashList, type TTrashList } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantFilesQueryKey } from '../../../lib/query-keys.ts';

export const getTrash = (tenantUuid: string, signal?: AbortSignal): Promise<TTrashList> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/trash`, { schema: ZTrashList, signal });

/** Under the company's files key, so every change to its files reads the trash again too. */
export const trashQueryKey = (tenantUuid: string) => [...tenantFilesQueryKey(tenantUuid), { trash: true }] as const;

export const useTrash = (tenantUuid: string, enabled: boolean) =>
  useQuery({ queryKey: trashQueryKey(tenantUuid), queryFn: ({ signal }) => getTrash(tenantUuid, signal), enabled });
