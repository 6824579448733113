import { Outlet } from 'react-router';
import { useCompanyNameOfAddress } from '../../components/company/use-company-name.ts';
import { REFUSAL_TITLE_KEYS } from '../../components/screen-access/refusal-page.tsx';
import { useScreenRefusal } from '../../components/screen-access/use-screen-refusal.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * The top of every page: keeps the document title in step with the route, the company it is about, a refusal
 * shown instead of it, and the language.
 */
export function RootRoute() {
  const { refusal } = useScreenRefusal();
  const companyName = useCompanyNameOfAddress();
  usePageTitle({ refusalKey: refusal ? REFUSAL_TITLE_KEYS[refusal] : undefined, companyName });
  return <Outlet />;
}
