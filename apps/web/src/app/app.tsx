import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { routes } from './router.tsx';
import { APP_BASENAME } from '@ledgerport/contract';
import { LiveLocationProvider } from '../lib/live-location.tsx';
import { meQueryOptions } from '../lib/session/get-me.ts';
import { sessionStore } from '../lib/session/session-store.ts';
import type { TRouteHandle } from '../lib/use-page-title.ts';

export type TAppStart = { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> };

/**
 * The page's one query client and router, made once before the first render. Made in the first render (a
 * `useState` initializer), they were made twice: that render is a transition (main.tsx), and React starts an
 * uncommitted transition over when it is interrupted, initializers included, so the page asked /auth/me twice
 * and ran two routers, each loading the screen's lazy route.
 */
export function startApp(): TAppStart {
  const queryClient = createQueryClient();
  // A stored session is confirmed (GET /auth/me) before any signed-in screen shows. Asked now, the answer
  // comes while the shell's chunks download, not after them: RequireSession, which reads it, renders only
  // once the router has its lazy routes (issue 17, item 4: one round trip less before the dashboard).
  if (sessionStore.getState().session) void queryClient.prefetchQuery(meQueryOptions());
  const router = createBrowserRouter(routes, { basename: APP_BASENAME });
  if (sessionStore.getState().session) prefetchScreenData(queryClient, router);
  return { queryClient, router };
}

/** The opening screen's own data, asked at once (see TRouteHandle.prefetch); a refused screen's query fails quietly. */
function prefetchScreenData(queryClient: QueryClient, router: ReturnType<typeof createBrowserRouter>) {
  const search = new URLSearchParams(router.state.location.search);
  for (const match of router.state.matches) {
    (match.route.handle as TRouteHandle | undefined)?.prefetch?.(queryClient, match.params, search);
  }
}

export function App({ queryClient, router }: TAppStart) {
  return (
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<FullPageLoader />}>
        <LiveLocationProvider router={router}>
          <RouterProvider router={router} />
        </LiveLocationProvider>
      </Suspense>
    </AppProviders>
  );
}
