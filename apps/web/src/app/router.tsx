import type { RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { withAllMessages } from '../lib/i18n/all-messages.ts';
import { lazyRoute, screen } from './lazy-route.ts';
import { bulkRoutes } from './route-tables/bulk-routes.ts';
import { companyRoutes } from './route-tables/company-routes.ts';
import { firmRoutes } from './route-tables/firm-routes.ts';
import { peopleRoutes } from './route-tables/people-routes.ts';
import { publicRoutes } from './route-tables/public-routes.ts';
import { tenantsRoutes } from './route-tables/tenants-routes.ts';
import { HomeRedirect } from './routes/home-redirect.tsx';
import { RootRoute } from './routes/root.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';
import { paths } from '@ledgerport/contract';

// Each screen is its own chunk, fetched on first visit (route-tables/ groups them by area): the login page does
// not download the shell.

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: FullPageLoader,
    children: [
      ...publicRoutes,
      {
        Component: RequireSession,
        children: [
          // Before the main layout: until a required second factor is set up, the server refuses what it shows.
          screen(
            paths.twoStepSetup,
            'pages.twoStepSetup',
            lazyRoute(() => withAllMessages(import('../features/mfa/routes/two-step-setup.tsx')), 'TwoStepSetupRoute'),
          ),
          {
            // The signed-in screens' English comes with the shell (lib/i18n/all-messages.ts).
            lazy: lazyRoute(() => withAllMessages(import('./layout/app-layout.tsx')), 'AppLayout'),
            children: [
              { index: true, Component: HomeRedirect },
              screen(
                paths.dashboard,
                'pages.dashboard',
                lazyRoute(() => import('../features/dashboard/routes/dashboard.tsx'), 'DashboardRoute'),
              ),
              screen(
                paths.profile,
                'pages.profile',
                lazyRoute(() => import('../features/profile/routes/profile.tsx'), 'ProfileRoute'),
              ),
              screen(
                paths.twoStep,
                'pages.twoStep',
                lazyRoute(() => import('../features/mfa/routes/two-step.tsx'), 'TwoStepRoute'),
              ),
              ...peopleRoutes,
              ...tenantsRoutes,
              ...companyRoutes,
              ...bulkRoutes,
              ...firmRoutes,
              screen(
                '*',
                'pages.notFound',
                lazyRoute(() => import('./routes/not-found.tsx'), 'NotFoundRoute'),
              ),
            ],
          },
        ],
      },
    ],
  },
];
