import { Alert, Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useTenant } from '../../../components/company/get-tenant.ts';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { companyEntryCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { TenantUserForm } from '../components/tenant-user-form.tsx';
import { paths } from '@ledgerport/contract';

/** /create/tenant/user?company_uuid=…: Tenant User Setup; after submit it goes to /tenant/user/info (spec §2). */
export function TenantUserCreateRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  const isStaff = useSignedInUser().audience === 'staff';
  const crumbs = [
    ...companyEntryCrumbs(t, isStaff),
    ...(tenantUuid ? [{ label: t('pages.tenantUserList'), to: paths.tenantUsers(tenantUuid) }] : []),
    { label: t('pages.tenantUserCreate') },
  ];
  return (
    <>
      <PageHeader title={t('pages.tenantUserCreate')} crumbs={crumbs} />
      {tenantUuid ? <Setup tenantUuid={tenantUuid} /> : <TenantNotFound />}
    </>
  );
}

function Setup({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const tenant = useTenant(tenantUuid);
  const backToList = () => navigate(paths.tenantUsers(tenantUuid));

  if (!can('create tenant user'))
    return (
      <Alert color="yellow" variant="light">
        {t('errors.codes.FORBIDDEN')}
      </Alert>
    );
  if (isApiError(tenant.error) && tenant.error.status === 404) return <TenantNotFound />;
  return (
    <Card withBorder radius="md" padding="lg">
      {tenant.data && (
        <Text size="sm" c="dimmed" mb="md">
          {t('tenantUsers.form.forTenant', { name: tenant.data.name })}
        </Text>
      )}
      <TenantUserForm tenantUuid={tenantUuid} onDone={backToList} onCancel={backToList} />
    </Card>
  );
}
