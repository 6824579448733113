import { createContext, useCallback, useContext, type ReactNode } from 'react';

/** What of the router this needs: where it is and where it is going (basename included), right now. */
type LiveRouter = {
  basename?: string;
  state: {
    location: { pathname: string; search: string };
    navigation: { location?: { pathname: string; search: string } };
  };
};

const LiveRouterContext = createContext<LiveRouter | null>(null);

/**
 * Gives code deep in the tree the router's state at the moment it asks, not the one it last rendered with.
 * React Router renders a navigation inside a transition: the old screen stays mounted, unaware, while the next
 * one loads, and a timer of that screen (a debounced search) would otherwise cancel the navigation or write its
 * query into the next screen's address.
 */
export function LiveLocationProvider({ router, children }: { router: LiveRouter; children: ReactNode }) {
  return <LiveRouterContext.Provider value={router}>{children}</LiveRouterContext.Provider>;
}

/**
 * A function answering whether the router, right now, is at `pathname` (as useLocation gives it, without the
 * basename) and not on its way elsewhere; true outside a provider (then nothing can be checked).
 */
export function useStillAt(): (pathname: string) => boolean {
  const router = useContext(LiveRouterContext);
  return (pathname) => {
    if (!router) return true;
    const base = !router.basename || router.basename === '/' ? '' : router.basename;
    const full = base + (pathname === '/' && base ? '' : pathname);
    const target = router.state.navigation.location?.pathname;
    return router.state.location.pathname === full && (target === undefined || target === full);
  };
}

/**
 * A function giving the address's query right now: where a change of this page's query is under way, the query
 * it is going to; null outside a provider. A change made from the query a screen last rendered with would drop
 * one made just before it that React has not rendered yet (a filter picked, then a search typed at once).
 */
export function useLiveQuery(): () => string | null {
  const router = useContext(LiveRouterContext);
  return useCallback(() => {
    if (!router) return null;
    const { location, navigation } = router.state;
    const pending = navigation.location;
    return pending && pending.pathname === location.pathname ? pending.search : location.search;
  }, [router]);
}
