import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { meQueryOptions } from '../../../lib/session/get-me.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { paths } from '@ledgerport/contract';

export type TLoginLocationState = { from?: string };

/**
 * Lets signed-in users through and sends everyone else to /login (remembering where they were going).
 * A session restored from storage is first confirmed with GET /auth/me, which also refreshes the user's
 * roles and permissions; if the server refuses it, the API client ends the session and this redirects.
 * A user the firm requires to set up a second factor reaches only the enrolment page until they have one (the
 * server refuses everything else meanwhile, so any other screen would only show errors).
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const me = useQuery({ ...meQueryOptions(), enabled: Boolean(session) });
  // Only the very first check holds the page back; a server that cannot be reached (as opposed to one that
  // refuses the session) leaves the stored session in use.
  const checking = me.isPending && me.fetchStatus === 'fetching';
  // The answer comes as a store update React must render at once, in one task: the whole shell and its first
  // screen, ~1.5 s of main thread at Lighthouse's 4× slower CPU (issue 17, item 4). Deferred, the loader stays
  // for that render and the page follows as a background render React slices and the browser can interrupt.
  const holdBack = useDeferredValue(checking);

  if (!session) {
    const state: TLoginLocationState = { from: location.pathname + location.search };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (checking || holdBack) return <FullPageLoader />;
  if (me.data?.mfa_enrolment_required && location.pathname !== paths.twoStepSetup) {
    return <Navigate to={paths.twoStepSetup} replace />;
  }
  return <Outlet />;
}
