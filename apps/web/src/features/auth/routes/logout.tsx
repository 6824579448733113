import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useLogout } from '../api/logout.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { paths } from '@ledgerport/contract';

/** Spec §2: signs out on load, shows nothing and continues to /login. */
export function LogoutRoute() {
  const logout = useLogout();
  const session = useSession();

  useEffect(() => {
    logout();
  }, [logout]);

  return session ? null : <Navigate to={paths.login} replace />;
}
