import { Alert, Card } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useErrorText } from '../lib/error-text.ts';
import type { useListParams } from '../lib/use-list-params.ts';
import { ListFooter } from './list-footer.tsx';
import { ListToolbar } from './list-toolbar.tsx';

/** The spec's paged envelope (§3), whatever the row. */
export type TPageOf<TRow> = {
  data: TRow[];
  current_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
};

/** What a table inside the card needs to draw its rows. */
export type TPagedRows<TRow> = {
  rows: TRow[] | undefined;
  /** Position of the first row in the whole list (the envelope's `from`), for the serial number. */
  firstSerial: number;
  loading: boolean;
};

type TPagedListCardProps<TRow> = {
  list: ReturnType<typeof useListParams>;
  query: UseQueryResult<TPageOf<TRow>>;
  /** The list's create button or filters, at the toolbar's end. */
  actions?: ReactNode;
  searchPlaceholder?: string;
  debounceMs?: number;
  children: (rows: TPagedRows<TRow>) => ReactNode;
};

/**
 * The card every paged list shows: search and page size above, the failure (if any), the table, the range
 * and the page buttons below. The page, size and search live in the address (useListParams).
 */
export function PagedListCard<TRow>({
  list,
  query,
  actions,
  searchPlaceholder,
  debounceMs,
  children,
}: TPagedListCardProps<TRow>) {
  const { errorText } = useErrorText();
  const { params, setPage, setSearch, setPerPage } = list;
  return (
    <Card withBorder radius="md" padding="md">
      <ListToolbar
        search={params.search}
        onSearch={setSearch}
        searchPlaceholder={searchPlaceholder}
        debounceMs={debounceMs}
        perPage={params.perPage}
        onPerPage={setPerPage}
        actions={actions}
      />
      {query.isError && (
        <Alert color="red" variant="light" mb="md">
          {errorText(query.error)}
        </Alert>
      )}
      {children({ rows: query.data?.data, firstSerial: query.data?.from ?? 1, loading: query.isPending })}
      {query.data && <ListFooter page={query.data} onPage={setPage} />}
    </Card>
  );
}
