import { ZOutboxStatus, type TOutboxStatus } from '@ledgerport/contract';
import { useSearchParams } from 'react-router';
import { useFilterParam } from '../../../lib/use-filter-param.ts';

/** The outbox's status filter, kept in the address beside the page and search (`?status=FAILED`). */
export function useStatusFilter() {
  const [searchParams] = useSearchParams();
  const parsed = ZOutboxStatus.safeParse(searchParams.get('status'));
  const status: TOutboxStatus | null = parsed.success ? parsed.data : null;
  // Another filter is another list: useFilterParam starts it again from its first page.
  const setParam = useFilterParam();
  const setStatus = (next: TOutboxStatus | null) => setParam('status', next);
  return { status, setStatus };
}
