import { useTranslation } from 'react-i18next';
import { PermittedPage } from '../../../components/permitted-page.tsx';
import { TENANT_SAMPLE } from '../components/bulk-screens.ts';
import { SampleLink } from '../components/sample-link.tsx';
import { TenantImport } from '../components/tenant-import.tsx';
import { paths } from '@ledgerport/contract';

/** /tenant/bulk/upload/create: Bulk Tenant Create (spec §2). */
export function BulkTenantCreateRoute() {
  const { t } = useTranslation();
  return (
    <PermittedPage
      title={t('pages.bulkTenantCreate')}
      via={[{ label: t('pages.tenantList'), to: paths.tenants }]}
      permission="create tenant"
      aside={<SampleLink fileName={TENANT_SAMPLE} />}
    >
      <TenantImport />
    </PermittedPage>
  );
}
