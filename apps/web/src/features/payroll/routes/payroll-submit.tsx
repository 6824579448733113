import { useTranslation } from 'react-i18next';
import { CompanySubmitPage } from '../../../components/company/company-submit-page.tsx';
import { PayrollForm } from '../components/payroll-form.tsx';
import { paths } from '@ledgerport/contract';

/** /tenant/submit/payroll/list?company_uuid=…: 'Add PayRoll Information' (spec §2, §5). */
export function PayrollSubmitRoute() {
  const { t } = useTranslation();
  return (
    <CompanySubmitPage
      title={t('pages.payrollSubmit')}
      list={{ label: t('pages.payrollList'), to: paths.tenantPayroll }}
      permission="submit payroll"
      form={(tenantUuid) => <PayrollForm tenantUuid={tenantUuid} />}
    />
  );
}
