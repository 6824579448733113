import { ZTenantIdParams, paths } from '@ledgerport/contract';
import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useTenant } from '../../../components/company/get-tenant.ts';
import { TenantForm } from '../components/tenant-form.tsx';

/** /tenant/edit?company_uuid=...: the tenant form in edit mode, with the status switch. */
export function TenantEditRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const uuid = searchParams.get('company_uuid') ?? '';
  // An address that cannot name a tenant is simply not found; the server is not asked.
  const valid = ZTenantIdParams.shape.tenantId.safeParse(uuid).success;
  return (
    <>
      <PageHeader
        title={t('pages.tenantEdit')}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.tenantList'), to: paths.tenants },
          { label: t('pages.tenantEdit') },
        ]}
      />
      {valid ? <EditTenant uuid={uuid} /> : <TenantNotFound />}
    </>
  );
}

function EditTenant({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const tenant = useTenant(uuid);

  if (tenant.data) return <TenantForm key={tenant.data.uuid} tenant={tenant.data} readOnly={!can('update tenant')} />;
  if (isApiError(tenant.error) && tenant.error.status === 404) return <TenantNotFound />;
  if (tenant.isError)
    return (
      <Alert color="red" variant="light">
        {errorText(tenant.error)}
      </Alert>
    );
  return <Skeleton height={480} radius="md" aria-label={t('common.loading')} />;
}

function TenantNotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconBuildingOff aria-hidden />} title={t('tenants.edit.notFound')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('tenants.edit.notFoundText')}</Text>
        <Anchor component={Link} to={paths.tenants} size="sm">
          {t('tenants.edit.backToList')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
