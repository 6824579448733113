import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, type Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useBranding } from './branding/get-branding.ts';
import type { TScreenAccess } from './screen-access.ts';

/** What a route may declare in its `handle`. */
export type TRouteHandle = {
  titleKey?: string;
  /** The title once the company of the address is known, with `{{company}}`: "Acme LLC — Documents". */
  companyTitleKey?: string;
  access?: TScreenAccess;
  /**
   * What the screen will ask the server for, started as the page opens at its address (a link from an e-mail):
   * the request then runs while the shell's code loads and renders, not after. Import the query's module
   * dynamically here, so it stays in the screen's own chunk.
   */
  prefetch?: (client: QueryClient, params: Params, search: URLSearchParams) => void;
};

type TTitleOverrides = {
  /** The title of a refusal shown instead of the screen: the refused screen's own title is not given away. */
  refusalKey?: string;
  /** The company of the address, for a route with a `companyTitleKey`. */
  companyName?: string;
};

/**
 * Keeps document.title as "<page> — <firm name>" for the deepest route that names a title, in the current
 * language (it follows language switches) and in the firm's name (issue 15: a client's tab names the firm).
 */
export function usePageTitle({ refusalKey, companyName }: TTitleOverrides = {}) {
  const { t } = useTranslation();
  const { firm_name: firmName } = useBranding();
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle as TRouteHandle | undefined)
    .find((candidate) => candidate?.titleKey);
  let page: string | undefined;
  if (refusalKey) page = t(refusalKey);
  else if (handle?.companyTitleKey && companyName) page = t(handle.companyTitleKey, { company: companyName });
  else if (handle?.titleKey) page = t(handle.titleKey);
  const title = page ? `${page} — ${firmName}` : firmName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
