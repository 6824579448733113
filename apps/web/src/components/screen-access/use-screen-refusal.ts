import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { featureFlagsQueryOptions } from '../../lib/feature-flags/get-feature-flags.ts';
import { permissionsIn } from '../../lib/permissions/use-permissions.ts';
import type { TRefusal, TScreenAccess } from '../../lib/screen-access.ts';
import { useSession } from '../../lib/session/use-session.ts';
import type { TRouteHandle } from '../../lib/use-page-title.ts';
import { tenantQueryOptions } from '../company/get-tenant.ts';
import { useCompanyUuid } from '../../lib/company/use-company-uuid.ts';

export type TScreenVerdict = { refusal: TRefusal | null; pending: boolean };

/** The access the deepest matching route declares. */
export function useScreenAccess(): TScreenAccess | undefined {
  const matches = useMatches();
  return [...matches]
    .reverse()
    .map((match) => (match.handle as TRouteHandle | undefined)?.access)
    .find(Boolean);
}

/**
 * Whether the current screen may be drawn for this user, and if not, why: 'notFound' for a company they cannot
 * see (whether it exists or not: nothing is revealed), 'forbidden' for a screen their roles do not reach,
 * 'switchedOff' while the firm has the screen's feature off. The server refuses all of these itself; this only
 * spares the user a page that would fail. Staff wait for the company to be found (`pending`); a client's
 * companies are in their session.
 */
export function useScreenRefusal(): TScreenVerdict {
  const access = useScreenAccess();
  const session = useSession();
  // Asked only for a signed-in user on a screen behind a switch: the public pages ask the server nothing.
  const flags = useQuery({ ...featureFlagsQueryOptions(), enabled: Boolean(session && access?.feature) });
  const companyUuid = useCompanyUuid();
  const isStaff = session?.user.audience === 'staff';
  const lookUp = Boolean(access?.company && session && isStaff && companyUuid);
  const tenant = useQuery({ ...tenantQueryOptions(companyUuid ?? ''), enabled: lookUp });

  if (!access || !session) return { refusal: null, pending: false };
  const refuse = (refusal: TRefusal) => ({ refusal, pending: false });
  const { user } = session;
  if (access.audience && access.audience !== user.audience) return refuse('forbidden');

  if (access.company) {
    if (!companyUuid) return refuse('notFound');
    if (!isStaff && !user.tenants.some((t) => t.tenant_uuid === companyUuid)) return refuse('notFound');
  }
  // On a company's screen, what the user may do in that company (a client's role there): usePermissions' rule.
  const { can } = permissionsIn(session, access.company ? companyUuid : null);
  if (access.permission && !can(access.permission)) return refuse('forbidden');
  if (lookUp) {
    if (isApiError(tenant.error) && tenant.error.status >= 400 && tenant.error.status < 500) return refuse('notFound');
    // Held only for the first answer: a 5xx or network failure is no refusal, and the screen's own request then
    // says what went wrong, instead of the user waiting through the look-up's retries first.
    if (tenant.isPending && tenant.failureCount === 0) return { refusal: null, pending: true };
  }
  const clientsOnly = access.featureClientsOnly && isStaff;
  if (access.feature && !clientsOnly && flags.data?.flags[access.feature] === false) return refuse('switchedOff');
  return { refusal: null, pending: false };
}
