import { useSearchParams } from 'react-router';

/** A folder path as the address carries it: segments joined by '/', no empty segment ('' is the root). */
const normalise = (path: string) => path.split('/').filter(Boolean).join('/');

/**
 * The open folder and the search, kept in the address next to company_uuid and company_name
 * (`&path=Bank Statements/2026&search=march`): a reload, a shared link and the Back button show the same folder.
 */
export function useFolderLocation() {
  const [searchParams, setSearchParams] = useSearchParams();
  const path = normalise(searchParams.get('path') ?? '');
  const search = searchParams.get('search') ?? '';

  /** The address of another folder of this company; a new folder starts without a search. */
  const folderHref = (folder: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete('search');
    const target = normalise(folder);
    if (target) next.set('path', target);
    else next.delete('path');
    return { search: `?${next}` };
  };

  const setSearch = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      // Typing is not a place to go Back to.
      { replace: true },
    );

  return { path, segments: path ? path.split('/') : [], search, folderHref, setSearch };
}
