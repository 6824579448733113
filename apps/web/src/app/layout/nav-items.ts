import type { TAudience, TFeatureKey, TPermission } from '@ledgerport/contract';
import type { ComponentType } from 'react';
import { UnreadMessagesBadge } from '../../features/messages/components/unread-nav-badge.tsx';
import {
  IconBell,
  IconBellRinging,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCash,
  IconChecklist,
  IconFileSearch,
  IconListCheck,
  IconHistory,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconMailForward,
  IconMessage,
  IconMessages,
  IconReceiptTax,
  IconReportMoney,
  IconShieldCheck,
  IconShieldLock,
  IconSignature,
  IconToggleRight,
  IconUserCircle,
  IconUserShield,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '@ledgerport/contract';

export type TNavItem = {
  to: string;
  /** The page's title, shown by the top menu and as the tooltip of a sidebar entry. */
  labelKey: string;
  /**
   * A shorter label for the sidebar where the title would not fit one line of it in some language (German and
   * Russian titles pushed the last entries out of an 800 px high window).
   */
  navLabelKey?: string;
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
  /** A count beside the label (unread conversations), drawn only where the entry is shown. */
  badge?: ComponentType;
};

/** Only pages that exist: each later feature adds its entry here with the permission it needs. */
export const NAV_ITEMS: TNavItem[] = [
  { to: paths.dashboard, labelKey: 'pages.dashboard', icon: IconLayoutDashboard },
  {
    to: paths.clientAsks,
    labelKey: 'pages.clientAsks',
    navLabelKey: 'shell.nav.clientAsks',
    icon: IconChecklist,
    permission: 'view files',
    audience: 'client',
  },
  { to: paths.profile, labelKey: 'pages.profile', icon: IconUserCircle },
  { to: paths.notifications, labelKey: 'pages.notifications', navLabelKey: 'shell.nav.notifications', icon: IconBell },
  { to: paths.tenants, labelKey: 'pages.tenants', icon: IconBuildingSkyscraper, permission: 'view tenant' },
  {
    to: paths.messageInbox,
    labelKey: 'messages.pages.messageInbox',
    navLabelKey: 'messages.pages.navLabel',
    icon: IconMessage,
    permission: 'view tenant',
    audience: 'staff',
    feature: 'MESSAGES',
    badge: UnreadMessagesBadge,
  },
  {
    to: paths.fileSearch,
    labelKey: 'pages.fileSearch',
    icon: IconFileSearch,
    permission: 'view files',
    audience: 'staff',
  },
  // The e-mail quarantine is reached from Messages (the firm's incoming mail in one place): a SuperAdmin's sidebar
  // is full at 800 px in German and Russian (see shell.module.css).
  { to: paths.users, labelKey: 'pages.users', icon: IconUsers, permission: 'view user' },
  { to: paths.roles, labelKey: 'pages.roles', icon: IconShieldLock, permission: 'view ROLE' },
  {
    to: paths.internalUsers,
    labelKey: 'pages.internalUsers',
    navLabelKey: 'shell.nav.internalUsers',
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
    to: paths.signatures,
    labelKey: 'pages.signatures',
    icon: IconSignature,
    permission: 'view files',
    audience: 'staff',
  },
  {
    to: paths.requestTemplates,
    labelKey: 'pages.requestTemplates',
    navLabelKey: 'shell.nav.requestTemplates',
    icon: IconListCheck,
    permission: 'manage requests',
    audience: 'staff',
  },
  {
    to: paths.completeness,
    labelKey: 'pages.completeness',
    navLabelKey: 'shell.nav.completeness',
    icon: IconLayoutGrid,
    permission: 'manage requests',
    audience: 'staff',
  },
  {
    to: paths.bulkSalesTaxResults,
    labelKey: 'pages.bulkSalesTax',
    navLabelKey: 'shell.nav.bulkSalesTax',
    feature: 'BULK_NOTIFICATIONS',
    icon: IconMessages,
    permission: 'send bulk notifications',
  },
  {
    to: paths.bulkPayrollTaxResults,
    labelKey: 'pages.bulkPayrollTax',
    navLabelKey: 'shell.nav.bulkPayrollTax',
    feature: 'BULK_NOTIFICATIONS',
    icon: IconReportMoney,
    permission: 'send bulk notifications',
  },
  {
    to: paths.bulkPushList,
    labelKey: 'pages.bulkPush',
    navLabelKey: 'shell.nav.bulkPush',
    icon: IconBellRinging,
    permission: 'send bulk notifications',
    feature: 'BULK_NOTIFICATIONS',
  },
  { to: paths.outbox, labelKey: 'pages.outbox', icon: IconMailForward, permission: 'view outbox' },
  { to: paths.audit, labelKey: 'pages.audit', icon: IconHistory, permission: 'view audit trail' },
  // Records and retention and the access review (issue 35) have no entry of their own: the sidebar must fit 800 px
  // in German and Russian. Both are reached from the compliance centre, and a company's records from its folder.
  {
    to: paths.compliance,
    labelKey: 'pages.compliance',
    navLabelKey: 'shell.nav.compliance',
    icon: IconShieldCheck,
    permission: 'view compliance',
    audience: 'staff',
  },
  {
    to: paths.featureSettings,
    labelKey: 'pages.featureSettings',
    navLabelKey: 'shell.nav.featureSettings',
    icon: IconToggleRight,
    permission: 'manage feature settings',
  },
  {
    to: paths.firmSettings,
    labelKey: 'pages.firmSettings',
    navLabelKey: 'shell.nav.firmSettings',
    icon: IconBuildingStore,
    permission: 'manage firm settings',
  },
];
