import { PAYROLL_PER_PAGE, paths } from '@ledgerport/contract';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TenantRecordList } from '../../../components/company/tenant-record-list.tsx';
import { tenantPayrollQueryOptions } from '../api/get-tenant-payroll.ts';
import { PayrollTable } from '../components/payroll-table.tsx';

/** /tenant/get/payroll/list?company_uuid=…: PayRoll List, 10 a page (spec §2, §9). */
export function TenantPayrollListRoute() {
  const { t } = useTranslation();
  return (
    <TenantRecordList
      listTitle={t('pages.payrollList')}
      titleOf={(name) => t('payroll.list.titleOf', { name })}
      perPage={PAYROLL_PER_PAGE}
      records={tenantPayrollQueryOptions}
      searchPlaceholder={t('payroll.list.searchPlaceholder')}
      add={{
        label: t('payroll.list.add'),
        icon: <IconPlus size={16} aria-hidden />,
        to: paths.payrollSubmit,
        permission: 'submit payroll',
        feature: 'PAYROLL_SUBMISSION',
      }}
      table={(rows) => <PayrollTable {...rows} />}
    />
  );
}
