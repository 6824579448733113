import { useTranslation } from 'react-i18next';
import { PermittedPage } from '../../../components/permitted-page.tsx';
import { NOTIFICATION_SCREENS } from '../components/bulk-screens.ts';
import { NotificationResults } from '../components/notification-results.tsx';

function ResultsScreen({ kind }: { kind: 'SALES_TAX' | 'PAYROLL_TAX' }) {
  const { t } = useTranslation();
  return (
    <PermittedPage title={t(NOTIFICATION_SCREENS[kind].resultsTitleKey)} permission="send bulk notifications">
      <NotificationResults kind={kind} />
    </PermittedPage>
  );
}

/** /index/send/bulk/sale/tax/notification[?batch=…]: 'Tenant Sales Tax List' (spec §2). */
export const BulkSalesTaxResultsRoute = () => <ResultsScreen kind="SALES_TAX" />;
/** /index/send/bulk/payroll/tax/notification[?batch=…]: the payroll-tax result. */
export const BulkPayrollTaxResultsRoute = () => <ResultsScreen kind="PAYROLL_TAX" />;
