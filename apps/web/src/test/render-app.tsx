import type React from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/router.tsx';
import { APP_BASENAME, type TPublicBranding } from '@ledgerport/contract';
import { LiveLocationProvider } from '../lib/live-location.tsx';
import { brandingQueryKey, DEFAULT_BRANDING } from '../lib/branding/get-branding.ts';

/**
 * A query client that already knows the firm's branding (Ledgerport's defaults unless given), so the shell's
 * GET /branding is not among the requests a test answers and counts.
 */
function testQueryClient(branding: TPublicBranding = DEFAULT_BRANDING) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(brandingQueryKey, branding);
  return queryClient;
}

/** The whole app (real routes, guards and providers) at `path`, as a user opening that address would see it. */
export function renderApp(path: string, options: { branding?: TPublicBranding } = {}) {
  const router = createMemoryRouter(routes, { basename: APP_BASENAME, initialEntries: [`${APP_BASENAME}${path}`] });
  const queryClient = testQueryClient(options.branding);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <LiveLocationProvider router={router}>
        <RouterProvider router={router} />
      </LiveLocationProvider>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** One component with the app's providers and a router around it (for parts that need no real route). */
export function renderWithProviders(ui: React.ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
