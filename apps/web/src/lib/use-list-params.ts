import { PAGE_SIZES } from '@ledgerport/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useStillAt } from './live-location.tsx';
import { useQueryUpdate } from './use-query-update.ts';
/** What a paged list asks the server for; kept in the URL so a reload or a shared link shows the same page. */
export type TListParams = { page: number; perPage: number; search: string };

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A list's page, page size and search, kept in the address (`?page=2&per_page=30&search=ann`), so a reload,
 * the back button or a shared link opens the same view. Shared by the user and role lists.
 */
export function useListParams(defaultPerPage: number) {
  const [searchParams] = useSearchParams();
  const updateQuery = useQueryUpdate();
  // While the user is on the way to another page (its screen still loading), a late change from this list
  // (a debounced search firing) must not land in the new page's address: it would drop that page's query.
  // Checked again when the change fires (stillAt): the router may be leaving, or have left, before this list
  // has rendered that it is.
  const { pathname } = useLocation();
  const stillAt = useStillAt();
  const navigation = useNavigation();
  const leaving = useRef(false);
  const isLeaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  useEffect(() => {
    leaving.current = isLeaving;
  }, [isLeaving]);
  const perPage = positive(searchParams.get('per_page'));
  const params: TListParams = {
    page: positive(searchParams.get('page')) ?? 1,
    perPage: perPage && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : defaultPerPage,
    search: searchParams.get('search') ?? '',
  };

  const update = useCallback(
    (changes: Partial<TListParams>) => {
      if (leaving.current || !stillAt(pathname)) return;
      updateQuery((next) => {
        const set = (key: string, value: string | number | undefined, fallback: string | number) => {
          if (value === undefined) return;
          if (value === fallback || value === '') next.delete(key);
          else next.set(key, String(value));
        };
        set('page', changes.page, 1);
        set('per_page', changes.perPage, defaultPerPage);
        set('search', changes.search, '');
      });
    },
    [updateQuery, defaultPerPage, stillAt, pathname],
  );

  return {
    params,
    setPage: (page: number) => update({ page }),
    // A new search or page size starts again from page 1 (spec §4).
    setSearch: (search: string) => update({ search, page: 1 }),
    setPerPage: (perPage: number) => update({ perPage, page: 1 }),
  };
}
