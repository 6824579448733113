import { ZReviewStatus, ZUploadType } from '@ledgerport/contract';
import { useSearchParams } from 'react-router';
import { useQueryUpdate } from '../../../lib/use-query-update.ts';
import type { TFolderFilters } from '../api/get-folder.ts';

/** A folder path as the address carries it: segments joined by '/', no empty segment ('' is the root). */
const normalise = (path: string) => path.split('/').filter(Boolean).join('/');

/** The address parameter naming the file to show highlighted in its folder. */
export const FOCUS_PARAM = 'file'; // paths.companyFile writes it

export const FILTER_NAMES = ['type', 'uploader', 'uploaded_from', 'uploaded_to', 'review_status'] as const;
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The filters the address names; anything not valid there is left out rather than sent to be refused. */
export function filtersOf(params: URLSearchParams): TFolderFilters {
  const filters: TFolderFilters = {
    type: ZUploadType.safeParse(params.get('type')).data,
    uploader: params.get('uploader')?.trim() || undefined,
    uploaded_from: isDay(params.get('uploaded_from')),
    uploaded_to: isDay(params.get('uploaded_to')),
    review_status: ZReviewStatus.safeParse(params.get('review_status')).data,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** Every filter as an address change: a filter left out is removed from the address. */
export const filterChanges = (filters: TFolderFilters) =>
  Object.fromEntries(FILTER_NAMES.map((name) => [name, filters[name]]));

/**
 * The address's parameters, and a change to some of them in place (set, or removed when empty) that replaces the
 * history entry: typing and filtering are not places to go Back to.
 */
export function useReplaceableParams() {
  const [searchParams] = useSearchParams();
  const updateQuery = useQueryUpdate();
  const replace = (changes: Record<string, string | undefined>) =>
    updateQuery((next) => {
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
    });
  return [searchParams, replace] as const;
}

/**
 * The open folder, the search and its filters, kept in the address next to company_uuid and company_name
 * (`&path=Bank Statements/2026&search=march&type=BANK_STATEMENT`): a reload, a shared link and the Back button show
 * the same folder.
 */
export function useFolderLocation() {
  const [searchParams, replace] = useReplaceableParams();
  const path = normalise(searchParams.get('path') ?? '');
  const search = searchParams.get('search') ?? '';
  const filters = filtersOf(searchParams);
  /** A file to show highlighted (`&file=Bank Statements/march.pdf`: a search result opened in its folder). */
  const focusPath = searchParams.get(FOCUS_PARAM) ?? undefined;

  /** The address of another folder of this company; a new folder starts without a search or filters. */
  const folderHref = (folder: string) => {
    const next = new URLSearchParams(searchParams);
    for (const name of ['search', FOCUS_PARAM, ...FILTER_NAMES]) next.delete(name);
    const target = normalise(folder);
    if (target) next.set('path', target);
    else next.delete('path');
    return { search: `?${next}` };
  };

  // A search or filter the user sets is another list: the file the address opened the folder at is left behind.
  const setSearch = (value: string) => replace({ search: value, [FOCUS_PARAM]: undefined });
  const setFilters = (next: TFolderFilters) => replace({ ...filterChanges(next), [FOCUS_PARAM]: undefined });
  /** The folder narrowed to the name of the file it was opened at, which stays the one to highlight. */
  const searchForFocus = (name: string) => replace({ search: name });

  /** A search or any filter lists matches from every depth below the folder, each with where it is. */
  const searching = search.trim() !== '' || Object.keys(filters).length > 0;
  return {
    path,
    segments: path ? path.split('/') : [],
    search,
    filters,
    searching,
    focusPath,
    folderHref,
    setSearch,
    setFilters,
    searchForFocus,
  };
}
