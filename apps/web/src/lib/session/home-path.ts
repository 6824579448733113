import { paths, type TSessionUser } from '@ledgerport/contract';

/**
 * Where a user starts: a client of exactly one company goes straight to that company's documents (a list of
 * one on the dashboard would be a detour); everyone else to the dashboard.
 */
export function homePath(user: TSessionUser): string {
  const [only, ...others] = user.tenants;
  if (user.audience === 'client' && only && others.length === 0) {
    return paths.company(only.tenant_uuid, only.tenant_name);
  }
  return paths.dashboard;
}
