import { PAYROLL_PER_PAGE, paths } from '@ledgerport/contract';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { MyClientsSwitch } from '../../../components/my-clients-switch.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useResponsibleParam } from '../../../lib/use-responsible-param.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { usePayroll } from '../api/get-payroll.ts';
import { PayrollTable } from '../components/payroll-table.tsx';

/** As on the tenant's own payroll list: a 300 ms pause in typing before searching. */
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/get/payroll/list (not in the spec, issue 5): every tenant's payroll for the firm's staff. */
export function AdminPayrollListRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  // Clients hold 'view payroll' too, but only inside their own tenants: this list is the firm's.
  const allowed = useSignedInUser().audience === 'staff' && can('view payroll');
  const { responsible } = useResponsibleParam();
  const list = useListParams(PAYROLL_PER_PAGE);
  const records = usePayroll(list.params, allowed, responsible);

  return (
    <>
      <PageHeader
        title={t('pages.payrollList')}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.tenantList'), to: paths.tenants },
          { label: t('pages.payrollList') },
        ]}
      />
      {allowed ? (
        <PagedListCard
          list={list}
          query={records}
          searchPlaceholder={t('payroll.list.adminSearchPlaceholder')}
          debounceMs={SEARCH_DEBOUNCE_MS}
          actions={<MyClientsSwitch />}
        >
          {(rows) => <PayrollTable {...rows} showTenant />}
        </PagedListCard>
      ) : (
        <Alert color="red" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}
