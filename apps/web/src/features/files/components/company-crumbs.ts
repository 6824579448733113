import type { TFunction } from 'i18next';
import type { TCrumb } from '../../../components/page-header.tsx';
import { tenantUserCrumbs } from '../../tenant-users/components/tenant-crumbs.ts';
import { paths } from '@ledgerport/contract';

/**
 * The way to a tenant's folder view, for the screens reached from its buttons (sales tax, payroll; spec §2):
 * staff come from the tenant list, clients from their dashboard.
 */
export const companyFolderCrumbs = (
  t: TFunction,
  isStaff: boolean,
  tenantUuid: string | null,
  companyName?: string,
): TCrumb[] => [
  ...tenantUserCrumbs(t, isStaff),
  ...(tenantUuid ? [{ label: t('pages.companyFiles'), to: paths.company(tenantUuid, companyName) }] : []),
];
