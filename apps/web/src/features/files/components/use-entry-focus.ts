import type { TFileEntry } from '@ledgerport/contract';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { TMorePages } from './load-more.tsx';

export type TEntryFocus = {
  /** The entry's place in the loaded list; -1 while it is not (yet) among them. */
  index: number;
  /** 'seeking' while pages are still to come; 'missing' once the whole folder is loaded without it. */
  state: 'none' | 'seeking' | 'found' | 'missing';
  path?: string;
};

/**
 * Pages of the folder read while looking for the entry before the folder is narrowed to the entry's name
 * instead: a file near the end of a folder of 50,000 would otherwise cost some fifty pages of 1,000 entries.
 */
export const FOCUS_SEEK_PAGES = 5;

/**
 * Where the entry is looked for: the folder's pages read so far, its search, how to search for a name, and
 * whether the pages shown are the listing's own (not the previous search's, kept on screen while it loads).
 */
type TSeekingIn = { pages: number; search: string; narrowTo: (name: string) => void; settled: boolean };

/**
 * The entry the address names (a search result opened in its folder): found among the loaded pages, asking for
 * the next page until it is (a folder comes a page at a time, and the file may be far down), or, after
 * FOCUS_SEEK_PAGES pages, searching the folder for its name, which lists it on the first page.
 */
export function useEntryFocus(
  entries: TFileEntry[] | undefined,
  path: string | undefined,
  more: TMorePages,
  within: TSeekingIn,
) {
  const index = path && entries ? entries.findIndex((entry) => entry.path === path) : -1;
  const seeking = Boolean(path && entries && index < 0 && more.hasMore);
  const { loadingMore, onLoadMore } = more;
  const name = path?.split('/').at(-1) ?? '';
  const narrow = within.pages >= FOCUS_SEEK_PAGES && within.search !== name;
  // The caller's narrowTo is a new function each render: the effect calls the latest without re-running for it.
  const narrowTo = useEffectEvent(within.narrowTo);
  const { settled } = within;
  useEffect(() => {
    if (!seeking || loadingMore || !settled) return;
    if (narrow) narrowTo(name);
    else onLoadMore();
  }, [seeking, loadingMore, settled, onLoadMore, narrow, name]);
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
