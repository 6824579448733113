import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';
import { APP_BASENAME } from '@ledgerport/contract';
import { LiveLocationProvider } from '../lib/live-location.tsx';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: APP_BASENAME }));
  return (
    <AppProviders>
      <Suspense fallback={<FullPageLoader />}>
        <LiveLocationProvider router={router}>
          <RouterProvider router={router} />
        </LiveLocationProvider>
      </Suspense>
    </AppProviders>
  );
}
