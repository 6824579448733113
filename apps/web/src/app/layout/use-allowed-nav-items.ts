import { useFeatureFlags } from '../../lib/feature-flags/get-feature-flags.ts';
import { usePermissionsAnywhere } from '../../lib/permissions/use-permissions.ts';
import { useSession } from '../../lib/session/use-session.ts';
import type { TNavItem } from './nav-items.ts';

/** The entries this user may open while their feature is on; the rest are not shown at all. */
export function useAllowedNavItems(items: TNavItem[]) {
  // The same entries on every screen: a client's entries follow what they may do anywhere, not in the company on view.
  const { can } = usePermissionsAnywhere();
  const { isOn } = useFeatureFlags();
  const audience = useSession()?.user.audience;
  return items.filter(
    (item) =>
      (!item.permission || can(item.permission)) &&
      (!item.audience || item.audience === audience) &&
      (!item.feature || isOn(item.feature)),
  );
}
