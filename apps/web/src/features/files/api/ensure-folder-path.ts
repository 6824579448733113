import { ZEnsuredFolderPath, type TEnsuredFolderPath } from '@ledgerport/contract';
import { apiRequest } from '../../../lib/api-client.ts';

type TEnsureFolderPathParams = { tenantUuid: string; parent: string; path: string; signal?: AbortSignal };

/**
 * POST /tenants/{id}/folder-paths: a dropped folder's directory below the open folder, made with the folders between
 * (or found there); answers the path its files upload into.
 */
export const ensureFolderPath = ({
  tenantUuid,
  parent,
  path,
  signal,
}: TEnsureFolderPathParams): Promise<TEnsuredFolderPath> =>
  apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/folder-paths`, {
    method: 'POST',
    body: { parent, path },
    schema: ZEnsuredFolderPath,
    ...(signal ? { signal } : {}),
  });
