import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { routes } from './router.tsx';
import { APP_BASENAME } from '@ledgerport/contract';
import { LiveLocationProvider } from '../lib/live-location.tsx';
import { meQueryOptions } from '../lib/session/get-me.ts';
import { sessionStore } from '../lib/session/session-store.ts';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // A stored session is confirmed (GET /auth/me) before any signed-in screen shows. Asked now, the answer
    // comes while the shell's chunks download, not after them: RequireSession, which reads it, renders only
    // once the router has its lazy routes (issue 17, item 4: one round trip less before the dashboard).
    if (sessionStore.getState().session) void client.prefetchQuery(meQueryOptions());
    return client;
  });
  const [router] = useState(() => createBrowserRouter(routes, { basename: APP_BASENAME }));
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
