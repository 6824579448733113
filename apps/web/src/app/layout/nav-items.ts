import type { TAudience, TFeatureKey, TPermission } from '@ledgerport/contract';
import {
  IconBell,
  IconBellRinging,
  IconBuildingSkyscraper,
  IconCash,
  IconHistory,
  IconUserCheck,
  IconLayoutDashboard,
  IconMailForward,
  IconMessages,
  IconReceiptTax,
  IconReportMoney,
  IconShieldLock,
  IconToggleRight,
  IconUserCircle,
  IconUserShield,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '@ledgerport/contract';

export type TNavItem = {
  to: string;
  labelKey: string;
  icon: Icon;
  /** Hidden from users without it (the page itself is guarded by the server). */
  permission?: TPermission;
  /**
   * Shown only to this side. Clients hold 'view sales tax' too, but only in their own tenants: the all-tenant
   * lists are the firm's.
   */
  audience?: TAudience;
  /** Gone while the firm has this feature switched off (feature settings). */
  feature?: TFeatureKey;
};

/** Only pages that exist: each later feature adds its entry here with the permission it needs. */
export const NAV_ITEMS: TNavItem[] = [
  { to: paths.dashboard, labelKey: 'pages.dashboard', icon: IconLayoutDashboard },
  { to: paths.profile, labelKey: 'pages.profile', icon: IconUserCircle },
  { to: paths.notifications, labelKey: 'pages.notifications', icon: IconBell },
  { to: paths.tenants, labelKey: 'pages.tenants', icon: IconBuildingSkyscraper, permission: 'view tenant' },
  { to: paths.users, labelKey: 'pages.users', icon: IconUsers, permission: 'view user' },
  { to: paths.roles, labelKey: 'pages.roles', icon: IconShieldLock, permission: 'view ROLE' },
  {
    to: paths.internalUsers,
    labelKey: 'pages.internalUsers',
    icon: IconUserShield,
    permission: 'view internal user',
  },
  {
    to: paths.adminSalesTax,
    labelKey: 'pages.salesTax',
    icon: IconReceiptTax,
    permission: 'view sales tax',
    audience: 'staff',
  },
  { to: paths.adminPayroll, labelKey: 'pages.payroll', icon: IconCash, permission: 'view payroll', audience: 'staff' },
  {
    to: paths.bulkSalesTaxResults,
    labelKey: 'pages.bulkSalesTax',
    feature: 'BULK_NOTIFICATIONS',
    icon: IconMessages,
    permission: 'send bulk notifications',
  },
  {
    to: paths.bulkPayrollTaxResults,
    labelKey: 'pages.bulkPayrollTax',
    feature: 'BULK_NOTIFICATIONS',
    icon: IconReportMoney,
    permission: 'send bulk notifications',
  },
  {
    to: paths.bulkPushList,
    labelKey: 'pages.bulkPush',
    icon: IconBellRinging,
    permission: 'send bulk notifications',
    feature: 'BULK_NOTIFICATIONS',
  },
  { to: paths.outbox, labelKey: 'pages.outbox', icon: IconMailForward, permission: 'view outbox' },
  { to: paths.audit, labelKey: 'pages.audit', icon: IconHistory, permission: 'view audit trail' },
  { to: paths.accessReview, labelKey: 'pages.accessReview', icon: IconUserCheck, permission: 'view audit trail' },
  {
    to: paths.featureSettings,
    labelKey: 'pages.featureSettings',
    icon: IconToggleRight,
    permission: 'manage feature settings',
  },
];
