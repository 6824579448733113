import { paths, type TSessionUser } from '@ledgerport/contract';

/**
 * Where a user starts. A client: "What your firm needs from you" (issue 30), across their companies; a client
 * of exactly one company arrives there with `arrival=1`, and goes on to that company's documents when nothing is
 * asked of them (a list of nothing would be a detour). Staff, and a client of no company: the dashboard.
 */
export function homePath(user: TSessionUser): string {
  if (user.audience !== 'client' || user.tenants.length === 0) return paths.dashboard;
  return user.tenants.length === 1 ? paths.clientAsksOnArrival : paths.clientAsks;
}
