import { createContext, useContext, type ReactNode } from 'react';

/** What of the router this needs: where it is and where it is going (basename included), right now. */
type LiveRouter = {
  basename?: string;
  state: { location: { pathname: string }; navigation: { location?: { pathname: string } } };
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
