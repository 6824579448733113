import type { TFileEntry } from '@ledgerport/contract';
import { useState } from 'react';

export type TSelection = ReturnType<typeof useSelection>;

/**
 * The ticked rows of the listing on screen, by id. Only entries still listed count, so a row that went away (moved,
 * deleted, another folder opened) is never acted on.
 */
export function useSelection(entries: TFileEntry[] | undefined) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const listed = entries ?? [];
  const selected = listed.filter((entry) => ids.has(entry.id));
  const all = listed.length > 0 && selected.length === listed.length;
  return {
    selected,
    some: selected.length > 0,
    all,
    has: (entry: TFileEntry) => ids.has(entry.id),
    toggle: (entry: TFileEntry) =>
      setIds((current) => {
        const next = new Set(current);
        if (!next.delete(entry.id)) next.add(entry.id);
        return next;
      }),
    toggleAll: () => setIds(all ? new Set() : new Set(listed.map((entry) => entry.id))),
    clear: () => setIds(new Set()),
  };
}
