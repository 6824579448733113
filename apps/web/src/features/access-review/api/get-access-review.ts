import { ZAccessReviewPage, type TAccessReviewPage } from '@ledgerport/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { downloadWithSession } from '../../../lib/file-download/download-with-session.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

export type TReviewFilters = { kind: 'staff' | 'client' | null; inactive: boolean };

function reviewQuery(search: string, filters: TReviewFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.inactive) query.set('inactive', 'true');
  return query;
}

export function getAccessReview(
  list: TListParams,
  filters: TReviewFilters,
  signal?: AbortSignal,
): Promise<TAccessReviewPage> {
  const query = reviewQuery(list.search, filters);
  query.set('page', String(list.page));
  query.set('per_page', String(list.perPage));
  return apiRequest(`/access-review?${query}`, { schema: ZAccessReviewPage, signal });
}

export const useAccessReview = (list: TListParams, filters: TReviewFilters) =>
  useQuery({
    queryKey: ['access-review', list, filters],
    queryFn: ({ signal }) => getAccessReview(list, filters, signal),
    placeholderData: keepPreviousData,
  });

/** Every user the search and filters select, as CSV; the server records the export on the audit trail. */
export const useExportAccessReview = () =>
  useMutation({
    mutationFn: ({ search, filters }: { search: string; filters: TReviewFilters }) =>
      downloadWithSession(`/access-review/export.csv?${reviewQuery(search, filters)}`, 'access-review.csv'),
  });
