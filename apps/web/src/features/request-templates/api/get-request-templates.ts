import { ZRequestTemplatePage, type TRequestTemplatePage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

/** Every cached template query starts with this key, so a save or a delete refreshes them all. */
export const requestTemplatesKey = ['request-templates'] as const;

export function getRequestTemplates(
  { page, perPage, search }: TListParams,
  signal?: AbortSignal,
): Promise<TRequestTemplatePage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/request-templates?${query}`, { schema: ZRequestTemplatePage, signal });
}

export const useRequestTemplates = (params: TListParams) =>
  useQuery(
    queryOptions({
      queryKey: [...requestTemplatesKey, 'list', params],
      queryFn: ({ signal }) => getRequestTemplates(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
