import { ZRequestStatus, type TRequestStatus } from '@ledgerport/contract';
import { useSearchParams } from 'react-router';
import { useFilterParam } from '../../../lib/use-filter-param.ts';

/**
 * The list's status and overdue filters and the request an e-mail's link names (`request=`), kept in the
 * address like the page and search, so a reload or a shared link shows the same view. A new filter starts
 * again from page 1.
 */
export function useRequestFilters() {
  const [searchParams] = useSearchParams();
  const parsed = ZRequestStatus.safeParse(searchParams.get('status'));
  const linked = searchParams.get('request');
  const change = useFilterParam();
  return {
    status: parsed.success ? parsed.data : undefined,
    overdue: searchParams.get('overdue') === 'true',
    /** A uuid, or null (anything else in the address names nothing). */
    linked: linked && /^[0-9a-f-]{36}$/i.test(linked) ? linked : null,
    setStatus: (status: TRequestStatus | undefined) => change('status', status ?? null),
    setOverdue: (on: boolean) => change('overdue', on ? 'true' : null),
  };
}
