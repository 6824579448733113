import type React from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/router.tsx';
import { APP_BASENAME, type TClientSignInMethodsAnswer, type TPublicBranding } from '@ledgerport/contract';
import { clientSignInMethodsQueryKey } from '../lib/query-keys.ts';
import { LiveLocationProvider } from '../lib/live-location.tsx';
import { brandingQueryKey, DEFAULT_BRANDING } from '../lib/branding/get-branding.ts';

/** Every way for clients allowed (the firm's choice, GET /auth/client-sign-in-methods). */
export const ALL_CLIENT_METHODS: TClientSignInMethodsAnswer = { password: true, email_link: true, passkey: true };

/**
 * A query client that already knows the firm's branding (Ledgerport's defaults unless given) and its client
 * sign-in methods, so the login page's GET /branding and GET /auth/client-sign-in-methods are not among the
 * requests a test answers and counts.
 */
function testQueryClient(branding: TPublicBranding = DEFAULT_BRANDING, methods = ALL_CLIENT_METHODS) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(brandingQueryKey, branding);
  queryClient.setQueryData(clientSignInMethodsQueryKey, methods);
  return queryClient;
}

/** The whole app (real routes, guards and providers) at `path`, as a user opening that address would see it. */
export function renderApp(
  path: string,
  options: { branding?: TPublicBranding; clientMethods?: TClientSignInMethodsAnswer } = {},
) {
  const router = createMemoryRouter(routes, { basename: APP_BASENAME, initialEntries: [`${APP_BASENAME}${path}`] });
  const queryClient = testQueryClient(options.branding, options.clientMethods);
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
