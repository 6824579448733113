import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Sets (or, for null / empty, removes) one of a list's filters in the address, replacing the history entry.
 * Another filter is another list: it starts again from its first page.
 */
export function useFilterParam() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (key: string, value: string | null | undefined) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
}
