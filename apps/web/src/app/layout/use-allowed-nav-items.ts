import { usePermissions } from '../../features/auth/permissions/use-permissions.ts';
import type { TNavItem } from './nav-items.ts';

/** The entries this user may open; the rest are not shown at all. */
export function useAllowedNavItems(items: TNavItem[]) {
  const { can } = usePermissions();
  return items.filter((item) => !item.permission || can(item.permission));
}
