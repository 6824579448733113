import {
  ZCompletenessMatrixOnLoad,
  type TCellStatus,
  type TCompletenessGranularity,
  type TCompletenessKind,
  type TCompletenessMatrix,
} from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The matrix's filters, as the address and the API name them (null: not set). */
export type TCompletenessFilters = {
  from: string | null;
  to: string | null;
  granularity: TCompletenessGranularity;
  /** One kind of request, or SIGNATURE (envelopes alone); null: everything. */
  kind: TCompletenessKind | null;
  status: TCellStatus | null;
  /** 'mine', 'none' or a staff member's uuid. */
  responsible: string | null;
  search: string;
};

/** All 2,000 rows a page may hold come at once: the grid draws only those in view. */
export const MATRIX_PAGE_SIZE = 2000;

export const completenessQueryKey = ['completeness'] as const;

/** The query string the matrix and its export share: every filter that is set. */
export function completenessFilterQuery(filters: TCompletenessFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text) query.set(key, text);
  }
  return query;
}

export function getCompleteness(
  filters: TCompletenessFilters,
  page: number,
  signal?: AbortSignal,
): Promise<TCompletenessMatrix> {
  const query = completenessFilterQuery(filters);
  query.set('page', String(page));
  query.set('per_page', String(MATRIX_PAGE_SIZE));
  return apiRequest(`/completeness?${query}`, { schema: ZCompletenessMatrixOnLoad, signal });
}

export const useCompleteness = (filters: TCompletenessFilters, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...completenessQueryKey, 'matrix', filters, page],
      queryFn: ({ signal }) => getCompleteness(filters, page, signal),
      // The current grid stays on screen while the next filter's loads.
      placeholderData: keepPreviousData,
    }),
  );
