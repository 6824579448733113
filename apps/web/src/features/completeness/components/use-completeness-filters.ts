import { ZCellStatus, ZCompletenessGranularity, ZCompletenessKind, ZResponsibleFilter } from '@ledgerport/contract';
import { useSearchParams } from 'react-router';
import { useFilterParam } from '../../../lib/use-filter-param.ts';
import { useQueryUpdate } from '../../../lib/use-query-update.ts';
import type { TCompletenessFilters } from '../api/get-completeness.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = (value: string | null) => (value && MONTH.test(value) ? value : null);
const parsed = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, value: string | null) => {
  const result = schema.safeParse(value);
  return result.success ? (result.data as T) : null;
};

/**
 * The matrix's filters in the address (`?from=2026-01&granularity=quarter&responsible=mine`), so a reload or a
 * link sent to a colleague shows the same grid. A value that is not well formed is ignored rather than sent to
 * be refused; no range means the server's default (the 12 months up to today).
 */
export function useCompletenessFilters() {
  const [searchParams] = useSearchParams();
  const updateQuery = useQueryUpdate();
  const filters: TCompletenessFilters = {
    from: month(searchParams.get('from')),
    to: month(searchParams.get('to')),
    granularity: parsed(ZCompletenessGranularity, searchParams.get('granularity')) ?? 'month',
    kind: parsed(ZCompletenessKind, searchParams.get('kind')),
    status: parsed(ZCellStatus, searchParams.get('status')),
    responsible: parsed(ZResponsibleFilter, searchParams.get('responsible')),
    search: searchParams.get('search') ?? '',
  };
  const page = Math.max(1, Number(searchParams.get('page')) || 1);

  const setParam = useFilterParam();
  // Months are the default granularity: left out of the address rather than spelled out.
  const setFilter = <K extends keyof TCompletenessFilters>(key: K, value: TCompletenessFilters[K]) =>
    setParam(key, key === 'granularity' && value === 'month' ? null : value);
  // A step of its own in the history: Back returns to the page before.
  const setPage = (value: number) =>
    updateQuery(
      (next) => {
        if (value > 1) next.set('page', String(value));
        else next.delete('page');
      },
      { replace: false },
    );
  return { filters, setFilter, page, setPage };
}
