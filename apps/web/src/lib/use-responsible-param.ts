import { ZResponsibleFilter, type TResponsibleFilter } from '@ledgerport/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useFilterParam } from './use-filter-param.ts';

/**
 * A staff list's "my clients" filter (issue 16), kept in the address beside the page and search
 * (`?responsible=mine`, a staff member's uuid, or `none`). A change starts the list again from page 1.
 */
export function useResponsibleParam() {
  const [searchParams] = useSearchParams();
  const parsed = ZResponsibleFilter.safeParse(searchParams.get('responsible'));
  const responsible: TResponsibleFilter | undefined = parsed.success ? parsed.data : undefined;
  const setParam = useFilterParam();
  const setResponsible = useCallback(
    (next: TResponsibleFilter | undefined) => setParam('responsible', next),
    [setParam],
  );
  return { responsible, setResponsible };
}
