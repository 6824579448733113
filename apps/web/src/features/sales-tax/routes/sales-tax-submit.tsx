import { useTranslation } from 'react-i18next';
import { CompanySubmitPage } from '../../../components/company/company-submit-page.tsx';
import { SalesTaxForm } from '../components/sales-tax-form.tsx';
import { paths } from '@ledgerport/contract';

/** /tenant/send/sale/tax/notification/to/cpa?company_uuid=…: 'Add Sale Tax Information' (spec §2, §5). */
export function SalesTaxSubmitRoute() {
  const { t } = useTranslation();
  return (
    <CompanySubmitPage
      title={t('pages.salesTaxSubmit')}
      list={{ label: t('pages.salesTaxList'), to: paths.tenantSalesTax }}
      permission="submit sales tax"
      form={(tenantUuid) => <SalesTaxForm tenantUuid={tenantUuid} />}
    />
  );
}
