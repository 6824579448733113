import { SALES_TAX_PER_PAGE, paths } from '@ledgerport/contract';
import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
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
import { useTenantSalesTax } from '../api/get-tenant-sales-tax.ts';
import { companyFolderCrumbs } from '../../files/components/company-crumbs.ts';
import { SalesTaxTable } from '../components/sales-tax-table.tsx';

/** Spec §9: the sale-tax search waits for a 300 ms pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

/** /tenant/get/sales/tax/list?company_uuid=…: one tenant's sales tax, 20 a page (spec §2, §9). */
export function TenantSalesTaxListRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  const isStaff = useSignedInUser().audience === 'staff';
  if (tenantUuid) return <TenantSalesTax tenantUuid={tenantUuid} />;
  return (
    <>
      <PageHeader
        title={t('pages.salesTaxList')}
        crumbs={[...companyFolderCrumbs(t, isStaff, null), { label: t('pages.salesTaxList') }]}
      />
      <TenantNotFound />
    </>
  );
}

function TenantSalesTax({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  const companyName = useCompanyName(tenantUuid);
  const list = useListParams(SALES_TAX_PER_PAGE);
  const records = useTenantSalesTax(tenantUuid, list.params);
  const notFound = isApiError(records.error) && records.error.status === 404;
  const title = companyName ? t('salesTax.list.titleOf', { name: companyName }) : t('pages.salesTaxList');

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[...companyFolderCrumbs(t, isStaff, tenantUuid, companyName), { label: t('pages.salesTaxList') }]}
      />
      {notFound ? (
        <TenantNotFound />
      ) : (
        <PagedListCard
          list={list}
          query={records}
          searchPlaceholder={t('salesTax.list.searchPlaceholder')}
          debounceMs={SEARCH_DEBOUNCE_MS}
          actions={
            <Can permission="submit sales tax">
              <FeatureOn feature="SALES_TAX_SUBMISSION">
                <Button
                  component={Link}
                  to={paths.salesTaxSubmit(tenantUuid)}
                  leftSection={<IconSend size={16} aria-hidden />}
                >
                  {t('salesTax.list.send')}
                </Button>
              </FeatureOn>
            </Can>
          }
        >
          {(rows) => <SalesTaxTable {...rows} />}
        </PagedListCard>
      )}
    </>
  );
}
