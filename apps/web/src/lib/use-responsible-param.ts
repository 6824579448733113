import { ZResponsibleFilter, type TResponsibleFilter } from '@ledgerport/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A staff list's "my clients" filter (issue 16), kept in the address beside the page and search
 * (`?responsible=mine`, a staff member's uuid, or `none`). A change starts the list again from page 1.
 */
export function useResponsibleParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = ZResponsibleFilter.safeParse(searchParams.get('responsible'));
  const responsible: TResponsibleFilter | undefined = parsed.success ? parsed.data : undefined;
  const setResponsible = useCallback(
    (next: TResponsibleFilter | undefined) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('responsible', next);
          else params.delete('responsible');
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { responsible, setResponsible };
}
