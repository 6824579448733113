import type { TFolderFilters } from '../api/get-folder.ts';
import { filterChanges, filtersOf, useReplaceableParams } from './folder-location.ts';

/**
 * The firm-wide search and its filters, kept in the address (`?q=chase&review_status=NEW`): a reload, a shared
 * link and the Back button show the same results.
 */
export function useFirmSearchLocation() {
  const [searchParams, replace] = useReplaceableParams();
  return {
    q: searchParams.get('q') ?? '',
    filters: filtersOf(searchParams),
    setQ: (value: string) => replace({ q: value }),
    setFilters: (next: TFolderFilters) => replace(filterChanges(next)),
  };
}
