import { Outlet } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The top of every page: keeps the document title in step with the route and the language. */
export function RootRoute() {
  usePageTitle();
  return <Outlet />;
}
