import { useSearchParams } from 'react-router';
import type { TFolderFilters } from '../api/get-folder.ts';
import { FILTER_NAMES, filtersOf } from './folder-location.ts';

/**
 * The firm-wide search and its filters, kept in the address (`?q=chase&review_status=NEW`): a reload, a shared
 * link and the Back button show the same results.
 */
export function useFirmSearchLocation() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const filters = filtersOf(searchParams);

  const replace = (changes: Record<string, string | undefined>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      // Typing and filtering are not places to go Back to.
      { replace: true },
    );

  return {
    q,
    filters,
    setQ: (value: string) => replace({ q: value }),
    setFilters: (next: TFolderFilters) => replace(Object.fromEntries(FILTER_NAMES.map((name) => [name, next[name]]))),
  };
}
