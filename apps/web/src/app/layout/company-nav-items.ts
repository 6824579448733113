import { paths, type TFeatureKey, type TPermission, type TTenantMembership } from '@ledgerport/contract';
import {
  IconCash,
  IconChecklist,
  IconFolder,
  IconMessage,
  IconReceiptTax,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { UnreadMessagesBadge } from '../../features/messages/components/unread-nav-badge.tsx';
import { RequestsNavBadge } from '../../features/requests/components/requests-nav-badge.tsx';
import { useFeatureFlags } from '../../lib/feature-flags/get-feature-flags.ts';
import { permissionsIn } from '../../lib/permissions/use-permissions.ts';
import { useSession } from '../../lib/session/use-session.ts';

export type TCompanyLink = {
  key: string;
  label: string;
  to: string;
  page: string;
  icon: Icon;
  /** A count beside the label (the open requests), drawn for this company. */
  badge?: ComponentType<{ tenantUuid: string }>;
};
export type TCompanyNav = { uuid: string; name: string; links: TCompanyLink[] };

type TEntry = {
  key: string;
  labelKey: string;
  page: string;
  to: (tenant: TTenantMembership) => string;
  icon: Icon;
  /** Needed in the company; none: every user of the company (its conversations with the firm). */
  permission?: TPermission;
  /** While the firm has this switched off, the entry is gone (its screens are mostly the sending form). */
  feature?: TFeatureKey;
  badge?: ComponentType<{ tenantUuid: string }>;
};

const ENTRIES: TEntry[] = [
  {
    key: 'documents',
    labelKey: 'nav.company.documents',
    page: paths.companyPage,
    to: (tenant) => paths.company(tenant.tenant_uuid, tenant.tenant_name),
    icon: IconFolder,
    permission: 'view files',
  },
  {
    key: 'requests',
    labelKey: 'nav.company.requests',
    page: paths.clientRequestsPage,
    to: (tenant) => paths.clientRequests(tenant.tenant_uuid),
    icon: IconChecklist,
    permission: 'view files',
    badge: RequestsNavBadge,
  },
  {
    key: 'messages',
    labelKey: 'messages.pages.navLabel',
    page: paths.companyMessagesPage,
    to: (tenant) => paths.companyMessages(tenant.tenant_uuid),
    icon: IconMessage,
    feature: 'MESSAGES',
    badge: UnreadMessagesBadge,
  },
  {
    key: 'salesTax',
    labelKey: 'nav.company.salesTax',
    page: paths.tenantSalesTaxPage,
    to: (tenant) => paths.tenantSalesTax(tenant.tenant_uuid),
    icon: IconReceiptTax,
    permission: 'view sales tax',
    feature: 'SALES_TAX_SUBMISSION',
  },
  {
    key: 'payroll',
    labelKey: 'nav.company.payroll',
    page: paths.tenantPayrollPage,
    to: (tenant) => paths.tenantPayroll(tenant.tenant_uuid),
    icon: IconCash,
    permission: 'view payroll',
    feature: 'PAYROLL_SUBMISSION',
  },
  {
    key: 'users',
    labelKey: 'nav.company.users',
    page: paths.tenantUsersPage,
    to: (tenant) => paths.tenantUsers(tenant.tenant_uuid),
    icon: IconUsers,
    permission: 'view tenant user',
  },
];

/**
 * A client's companies, each with the screens their role there reaches and the firm has on; staff have none
 * (they reach every company from the tenant list).
 */
export function useCompanyNav(translate: (key: string) => string): TCompanyNav[] {
  const session = useSession();
  const { isOn } = useFeatureFlags();
  if (!session || session.user.audience !== 'client') return [];
  return session.user.tenants.map((tenant) => {
    const { can } = permissionsIn(session, tenant.tenant_uuid);
    const links = ENTRIES.filter(
      (entry) => (!entry.permission || can(entry.permission)) && (!entry.feature || isOn(entry.feature)),
    ).map((entry) => ({
      key: entry.key,
      label: translate(entry.labelKey),
      to: entry.to(tenant),
      page: entry.page,
      icon: entry.icon,
      badge: entry.badge,
    }));
    return { uuid: tenant.tenant_uuid, name: tenant.tenant_name, links };
  });
}

/** The link of the screen on view: the same page for the same company. */
export const isCurrentCompanyLink = (link: TCompanyLink, uuid: string, pathname: string, search: string) =>
  pathname === link.page && new URLSearchParams(search).get('company_uuid') === uuid;
