import { ZOutboxStatus, type TOutboxStatus } from '@ledgerport/contract';
import { useSearchParams } from 'react-router';

/** The outbox's status filter, kept in the address beside the page and search (`?status=FAILED`). */
export function useStatusFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = ZOutboxStatus.safeParse(searchParams.get('status'));
  const status: TOutboxStatus | null = parsed.success ? parsed.data : null;

  const setStatus = (next: TOutboxStatus | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('status', next);
        else params.delete('status');
        // Another filter is another list: start again from its first page.
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  return { status, setStatus };
}
