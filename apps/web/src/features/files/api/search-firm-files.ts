import { ZFirmSearch, type TFirmSearch } from '@ledgerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TFolderFilters } from './get-folder.ts';

type TFirmSearchParams = { q: string; filters: TFolderFilters };

/** Every cached firm-wide search starts with this key: a review refreshes them all. */
export const firmFileSearchQueryKey = ['firm-file-search'] as const;

/** GET /files/search: files of every company the caller may see, newest first, each with its company. */
export function searchFirmFiles({ q, filters }: TFirmSearchParams, signal?: AbortSignal): Promise<TFirmSearch> {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return apiRequest(`/files/search?${query}`, { schema: ZFirmSearch, signal });
}

/** With nothing typed nor filtered, the answer is the firm's newest files: what came in last is worth a look. */
export const useFirmFileSearch = (params: TFirmSearchParams) =>
  useQuery({
    queryKey: [...firmFileSearchQueryKey, params.q, params.filters],
    queryFn: ({ signal }) => searchFirmFiles(params, signal),
    // Refining a search keeps the last results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
