import type { TPermission } from '@ledgerport/contract';
import {
  IconBuildingSkyscraper,
  IconHistory,
  IconLayoutDashboard,
  IconMailForward,
  IconShieldLock,
  IconUserCircle,
  IconUserShield,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../paths.ts';

export type TNavItem = {
  to: string;
  labelKey: string;
  icon: Icon;
  /** Hidden from users without it (the page itself is guarded by the server). */
  permission?: TPermission;
};

/** Only pages that exist: each later feature adds its entry here with the permission it needs. */
export const NAV_ITEMS: TNavItem[] = [
  { to: paths.dashboard, labelKey: 'pages.dashboard', icon: IconLayoutDashboard },
  { to: paths.profile, labelKey: 'pages.profile', icon: IconUserCircle },
  { to: paths.tenants, labelKey: 'pages.tenants', icon: IconBuildingSkyscraper, permission: 'view tenant' },
  { to: paths.users, labelKey: 'pages.users', icon: IconUsers, permission: 'view user' },
  { to: paths.roles, labelKey: 'pages.roles', icon: IconShieldLock, permission: 'view ROLE' },
  {
    to: paths.internalUsers,
    labelKey: 'pages.internalUsers',
    icon: IconUserShield,
    permission: 'view internal user',
  },
  { to: paths.outbox, labelKey: 'pages.outbox', icon: IconMailForward, permission: 'view outbox' },
  { to: paths.audit, labelKey: 'pages.audit', icon: IconHistory, permission: 'view audit trail' },
];
