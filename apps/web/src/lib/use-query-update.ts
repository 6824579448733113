import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveQuery } from './live-location.tsx';

/**
 * Changes some of the address's query and keeps the rest, replacing the history entry unless told otherwise.
 * The change starts from the query as the router has it when the change is made (useLiveQuery), not as this
 * screen last rendered it: React renders a navigation as a transition, so a filter picked and a search typed
 * right after it each see the other.
 */
export function useQueryUpdate() {
  const [rendered, setSearchParams] = useSearchParams();
  const liveQuery = useLiveQuery();
  return useCallback(
    (change: (next: URLSearchParams) => void, options: { replace?: boolean } = {}) => {
      const live = liveQuery();
      const next = new URLSearchParams(live ?? rendered);
      change(next);
      setSearchParams(next, { replace: options.replace ?? true });
    },
    [liveQuery, rendered, setSearchParams],
  );
}
