import { Navigate } from 'react-router';
import { homePath } from '../../lib/session/home-path.ts';
import { useSignedInUser } from '../../lib/session/use-session.ts';

/** /app/ itself: the user's starting screen (homePath). */
export function HomeRedirect() {
  return <Navigate to={homePath(useSignedInUser())} replace />;
}
