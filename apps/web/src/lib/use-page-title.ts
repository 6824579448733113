import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export const PRODUCT_NAME = 'Ledgerport';

/** What a route may declare in its `handle`. */
export type TRouteHandle = { titleKey?: string };

/**
 * Keeps document.title as "<page> | Ledgerport" for the deepest route that names a title, in the current
 * language (it follows language switches).
 */
export function usePageTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as TRouteHandle | undefined)?.titleKey)
    .find(Boolean);
  const title = titleKey ? `${t(titleKey)} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
