import { useCallback } from 'react';
import { useQueryUpdate } from './use-query-update.ts';

/**
 * Sets (or, for null / empty, removes) one of a list's filters in the address, replacing the history entry.
 * Another filter is another list: it starts again from its first page.
 */
export function useFilterParam() {
  const updateQuery = useQueryUpdate();
  return useCallback(
    (key: string, value: string | null | undefined) =>
      updateQuery((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }),
    [updateQuery],
  );
}
