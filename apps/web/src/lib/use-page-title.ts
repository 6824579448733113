import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useBranding } from './branding/get-branding.ts';

/** What a route may declare in its `handle`. */
export type TRouteHandle = { titleKey?: string };

/**
 * Keeps document.title as "<page> — <firm name>" for the deepest route that names a title, in the current
 * language (it follows language switches) and in the firm's name (issue 15: a client's tab names the firm).
 */
export function usePageTitle() {
  const { t } = useTranslation();
  const { firm_name: firmName } = useBranding();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as TRouteHandle | undefined)?.titleKey)
    .find(Boolean);
  const title = titleKey ? `${t(titleKey)} — ${firmName}` : firmName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
