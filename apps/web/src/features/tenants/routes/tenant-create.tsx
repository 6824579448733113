import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { TenantForm } from '../components/tenant-form.tsx';
import { paths } from '@ledgerport/contract';

/** /create/tenant/info: the Create Tenant form (spec §2). */
export function TenantCreateRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title={t('pages.tenantCreate')}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.tenantList'), to: paths.tenants },
          { label: t('pages.tenantCreate') },
        ]}
      />
      {can('create tenant') ? (
        <TenantForm />
      ) : (
        <Alert color="yellow" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}
