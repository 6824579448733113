import type { TPermission } from '@ledgerport/contract';
import type { ReactNode } from 'react';
import { usePermissions } from './use-permissions.ts';

type TCanProps = { permission: TPermission; children: ReactNode; fallback?: ReactNode };

/** Renders its children only for users holding `permission`: on a company's screen, held in that company. */
export function Can({ permission, children, fallback = null }: TCanProps) {
  const { can } = usePermissions();
  return can(permission) ? children : fallback;
}
