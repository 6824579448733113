import { SALES_TAX_PER_PAGE, paths } from '@ledgerport/contract';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TenantRecordList } from '../../../components/company/tenant-record-list.tsx';
import { tenantSalesTaxQueryOptions } from '../api/get-tenant-sales-tax.ts';
import { SalesTaxTable } from '../components/sales-tax-table.tsx';

/** /tenant/get/sales/tax/list?company_uuid=…: one tenant's sales tax, 20 a page (spec §2, §9). */
export function TenantSalesTaxListRoute() {
  const { t } = useTranslation();
  return (
    <TenantRecordList
      listTitle={t('pages.salesTaxList')}
      titleOf={(name) => t('salesTax.list.titleOf', { name })}
      perPage={SALES_TAX_PER_PAGE}
      records={tenantSalesTaxQueryOptions}
      searchPlaceholder={t('salesTax.list.searchPlaceholder')}
      add={{
        label: t('salesTax.list.send'),
        icon: <IconSend size={16} aria-hidden />,
        to: paths.salesTaxSubmit,
        permission: 'submit sales tax',
        feature: 'SALES_TAX_SUBMISSION',
      }}
      table={(rows) => <SalesTaxTable {...rows} />}
    />
  );
}
