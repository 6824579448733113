import { SALES_TAX_PER_PAGE, type TSalesTax, paths } from '@ledgerport/contract';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { MyClientsSwitch } from '../../../components/my-clients-switch.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useResponsibleParam } from '../../../lib/use-responsible-param.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useSalesTax } from '../api/get-sales-tax.ts';
import { SalesTaxTable } from '../components/sales-tax-table.tsx';
import { UpdateSalesTaxModal } from '../components/update-sales-tax-modal.tsx';

/** Spec §9: the sale-tax search waits for a 300 ms pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/get/sales/tax/list: every tenant's sales tax for the firm's staff, 20 a page (spec §2, §6, §9). */
export function AdminSalesTaxListRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  // Clients hold 'view sales tax' too, but only inside their own tenants: this list is the firm's (spec §6).
  const allowed = useSignedInUser().audience === 'staff' && can('view sales tax');
  const { responsible } = useResponsibleParam();
  const list = useListParams(SALES_TAX_PER_PAGE);
  const records = useSalesTax(list.params, allowed, responsible);
  const [editing, setEditing] = useState<TSalesTax | null>(null);

  return (
    <>
      <PageHeader
        title={t('pages.salesTaxList')}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.tenantList'), to: paths.tenants },
          { label: t('pages.salesTaxList') },
        ]}
      />
      {allowed ? (
        <PagedListCard
          list={list}
          query={records}
          searchPlaceholder={t('salesTax.list.adminSearchPlaceholder')}
          debounceMs={SEARCH_DEBOUNCE_MS}
          actions={<MyClientsSwitch />}
        >
          {(rows) => <SalesTaxTable {...rows} showTenant onEdit={can('update sales tax') ? setEditing : undefined} />}
        </PagedListCard>
      ) : (
        <Alert color="red" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
      <UpdateSalesTaxModal record={editing} onClose={() => setEditing(null)} />
    </>
  );
}
