import type { TFunction } from 'i18next';
import type { TCrumb } from '../../../components/page-header.tsx';
import { paths } from '@ledgerport/contract';

/** Staff come here from the tenant list, clients from their dashboard (as the folder view's breadcrumb, spec §2). */
export const tenantUserCrumbs = (t: TFunction, isStaff: boolean): TCrumb[] => [
  { label: t('pages.dashboard'), to: paths.dashboard },
  ...(isStaff ? [{ label: t('pages.tenantList'), to: paths.tenants }] : []),
];
