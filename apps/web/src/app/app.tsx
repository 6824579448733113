import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';
import { APP_BASENAME } from '@ledgerport/contract';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: APP_BASENAME }));
  return (
    <AppProviders>
      <Suspense fallback={<FullPageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
