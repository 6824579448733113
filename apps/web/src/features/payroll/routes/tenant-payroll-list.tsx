import { PAYROLL_PER_PAGE, paths } from '@ledgerport/contract';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { Can } from '../../auth/permissions/can.tsx';
import { useSignedInUser } from '../../auth/session/use-session.ts';
import { FeatureOn } from '../../feature-settings/components/feature-on.tsx';
import { useCompanyName } from '../../files/components/use-company-name.ts';
import { useCompanyUuid } from '../../tenant-users/components/company-uuid.ts';
import { TenantNotFound } from '../../tenant-users/components/tenant-not-found.tsx';
import { useTenantPayroll } from '../api/get-tenant-payroll.ts';
import { companyFolderCrumbs } from '../../files/components/company-crumbs.ts';
import { PayrollTable } from '../components/payroll-table.tsx';

/**
 * The spec debounces only the tenant, sale-tax and folder searches; the payroll search waits the same 300 ms
 * rather than asking the server at every keystroke.
 */
const SEARCH_DEBOUNCE_MS = 300;

/** /tenant/get/payroll/list?company_uuid=…: PayRoll List, 10 a page (spec §2, §9). */
export function TenantPayrollListRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  const isStaff = useSignedInUser().audience === 'staff';
  if (tenantUuid) return <TenantPayroll tenantUuid={tenantUuid} />;
  return (
    <>
      <PageHeader
        title={t('pages.payrollList')}
        crumbs={[...companyFolderCrumbs(t, isStaff, null), { label: t('pages.payrollList') }]}
      />
      <TenantNotFound />
    </>
  );
}

function TenantPayroll({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  const companyName = useCompanyName(tenantUuid);
  const list = useListParams(PAYROLL_PER_PAGE);
  const records = useTenantPayroll(tenantUuid, list.params);
  const notFound = isApiError(records.error) && records.error.status === 404;
  const title = companyName ? t('payroll.list.titleOf', { name: companyName }) : t('pages.payrollList');

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[...companyFolderCrumbs(t, isStaff, tenantUuid, companyName), { label: t('pages.payrollList') }]}
      />
      {notFound ? (
        <TenantNotFound />
      ) : (
        <PagedListCard
          list={list}
          query={records}
          searchPlaceholder={t('payroll.list.searchPlaceholder')}
          debounceMs={SEARCH_DEBOUNCE_MS}
          actions={
            <Can permission="submit payroll">
              <FeatureOn feature="PAYROLL_SUBMISSION">
                <Button
                  component={Link}
                  to={paths.payrollSubmit(tenantUuid)}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {t('payroll.list.add')}
                </Button>
              </FeatureOn>
            </Can>
          }
        >
          {(rows) => <PayrollTable {...rows} />}
        </PagedListCard>
      )}
    </>
  );
}
