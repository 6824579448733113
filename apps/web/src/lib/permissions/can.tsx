import type { TPermission } from '@ledgerport/contract';
import type { ReactNode } from 'react';
import { usePermissions, usePermissionsIn } from './use-permissions.ts';

type TCanProps = {
  permission: TPermission;
  children: ReactNode;
  fallback?: ReactNode;
};

/**
 * Renders its children only for users holding `permission`: on a company's screen, held in that company
 * (usePermissions). <CanIn> names the company itself, for a list across companies.
 */
export function Can({ permission, children, fallback = null }: TCanProps) {
  const { can } = usePermissions();
  return can(permission) ? children : fallback;
}

export function CanIn({ tenantUuid, permission, children, fallback = null }: TCanProps & { tenantUuid: string }) {
  const { can } = usePermissionsIn(tenantUuid);
  return can(permission) ? children : fallback;
}
