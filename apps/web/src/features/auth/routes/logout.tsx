import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useLogout } from '../api/logout.ts';
import { useSession } from '../session/use-session.ts';

/** Spec §2: signs out on load, shows nothing and continues to /login. */
export function LogoutRoute() {
  const logout = useLogout();
  const session = useSession();

  useEffect(() => {
    logout();
  }, [logout]);

  return session ? null : <Navigate to={paths.login} replace />;
}
