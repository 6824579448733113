import type { QueryClient } from '@tanstack/react-query';
import { tenantFilesQueryKey } from '../../../lib/query-keys.ts';

/** After any change to a company's files: every listing of it, its trash and its versions are read again. */
export const refreshFiles = (queryClient: QueryClient, tenantUuid: string) =>
  queryClient.invalidateQueries({ queryKey: tenantFilesQueryKey(tenantUuid) });
