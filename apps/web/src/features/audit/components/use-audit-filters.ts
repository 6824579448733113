import { ZAuditAction, ZAuditResult } from '@ledgerport/contract';
import { useSearchParams } from 'react-router';
import { useFilterParam } from '../../../lib/use-filter-param.ts';
import type { TAuditFilters } from '../api/get-audit-events.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const matching = (value: string | null, pattern: RegExp) => (value && pattern.test(value) ? value : null);

/**
 * The trail's filters, kept in the address beside the page and search (`?tenant_uuid=…&from=2026-05-01`), so a
 * reload or a link sent to a colleague shows the same events. A value that is not well formed is ignored
 * rather than sent to be refused.
 */
export function useAuditFilters() {
  const [searchParams] = useSearchParams();
  const action = ZAuditAction.safeParse(searchParams.get('action'));
  const result = ZAuditResult.safeParse(searchParams.get('result'));
  const filters: TAuditFilters = {
    tenant_uuid: matching(searchParams.get('tenant_uuid'), UUID),
    user_uuid: matching(searchParams.get('user_uuid'), UUID),
    from: matching(searchParams.get('from'), DAY),
    to: matching(searchParams.get('to'), DAY),
    action: action.success ? action.data : null,
    result: result.success ? result.data : null,
  };

  const setParam = useFilterParam();
  const setFilter = <K extends keyof TAuditFilters>(key: K, value: TAuditFilters[K]) => setParam(key, value);
  return { filters, setFilter };
}
