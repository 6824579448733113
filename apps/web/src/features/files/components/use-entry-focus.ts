import type { TFileEntry } from '@ledgerport/contract';
import { useCallback, useEffect, useRef } from 'react';
import type { TMorePages } from './load-more.tsx';

export type TEntryFocus = {
  /** The entry's place in the loaded list; -1 while it is not (yet) among them. */
  index: number;
  /** 'seeking' while pages are still to come; 'missing' once the whole folder is loaded without it. */
  state: 'none' | 'seeking' | 'found' | 'missing';
  path?: string;
};

/**
 * The entry the address names (a search result opened in its folder): found among the loaded pages, asking for
 * the next page until it is (a folder comes a page at a time, and the file may be far down).
 */
export function useEntryFocus(entries: TFileEntry[] | undefined, path: string | undefined, more: TMorePages) {
  const index = path && entries ? entries.findIndex((entry) => entry.path === path) : -1;
  const seeking = Boolean(path && entries && index < 0 && more.hasMore);
  const { loadingMore, onLoadMore } = more;
  useEffect(() => {
    if (seeking && !loadingMore) onLoadMore();
  }, [seeking, loadingMore, onLoadMore]);
  const state: TEntryFocus['state'] = !path
    ? 'none'
    : index >= 0
      ? 'found'
      : seeking || !entries
        ? 'seeking'
        : 'missing';
  return { index, state, path } satisfies TEntryFocus;
}

/**
 * What a virtualised list does with the focused entry: scrolls its row into the drawn ones once (`scrollTo`,
 * the list's virtualizer), and a ref for that row that brings it to the middle of the screen and gives it the
 * keyboard focus when it is drawn, so a screen reader reads it and Tab goes on from there.
 */
export function useRevealEntry(focus: TEntryFocus | undefined, scrollTo: (index: number) => void) {
  const revealed = useRef<string | null>(null);
  const index = focus?.index ?? -1;
  const path = focus?.path;
  useEffect(() => {
    if (index >= 0 && revealed.current !== path) scrollTo(index);
  }, [index, path, scrollTo]);
  return useCallback(
    (row: HTMLElement | null) => {
      if (!row || !path || revealed.current === path) return;
      revealed.current = path;
      row.scrollIntoView({ block: 'center' });
      row.focus({ preventScroll: true });
    },
    [path],
  );
}
