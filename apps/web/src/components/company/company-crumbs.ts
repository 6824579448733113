import type { TFunction } from 'i18next';
import type { TCrumb } from '../page-header.tsx';
import { paths } from '@ledgerport/contract';

/**
 * The way into a company's screens (its folder view, users, uploads; spec §2): staff come from the tenant list,
 * clients from their dashboard.
 */
export const companyEntryCrumbs = (t: TFunction, isStaff: boolean): TCrumb[] => [
  { label: t('pages.dashboard'), to: paths.dashboard },
  ...(isStaff ? [{ label: t('pages.tenantList'), to: paths.tenants }] : []),
];

/** The way to a tenant's folder view, for the screens reached from its buttons (sales tax, payroll; spec §2). */
export const companyFolderCrumbs = (
  t: TFunction,
  isStaff: boolean,
  tenantUuid: string | null,
  companyName?: string,
): TCrumb[] => [
  ...companyEntryCrumbs(t, isStaff),
  ...(tenantUuid ? [{ label: t('pages.companyFiles'), to: paths.company(tenantUuid, companyName) }] : []),
];
