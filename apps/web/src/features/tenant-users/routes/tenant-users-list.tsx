import { TENANT_USERS_PER_PAGE, type TTenantUser, paths } from '@ledgerport/contract';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useTenant } from '../../../components/company/get-tenant.ts';
import { useTenantUsers } from '../api/get-tenant-users.ts';
import { useResendTenantInvitation } from '../api/resend-tenant-invitation.ts';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { companyEntryCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { TenantUsersTable } from '../components/tenant-users-table.tsx';

/** /tenant/user/info?company_uuid=…: one tenant's users, 20 a page (spec §2, §9). */
export function TenantUsersListRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  const isStaff = useSignedInUser().audience === 'staff';
  if (tenantUuid) return <TenantUsers tenantUuid={tenantUuid} />;
  return (
    <>
      <PageHeader
        title={t('pages.tenantUserList')}
        crumbs={[...companyEntryCrumbs(t, isStaff), { label: t('pages.tenantUserList') }]}
      />
      <TenantNotFound />
    </>
  );
}

function TenantUsers({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const isStaff = useSignedInUser().audience === 'staff';
  const list = useListParams(TENANT_USERS_PER_PAGE);
  const tenant = useTenant(tenantUuid);
  const users = useTenantUsers(tenantUuid, list.params);
  const resend = useResendTenantInvitation();
  const mayAdd = can('create tenant user');
  const notFound = [tenant.error, users.error].some((error) => isApiError(error) && error.status === 404);

  const resendTo = (user: TTenantUser) =>
    resend.mutate(
      { tenantUuid, userUuid: user.uuid },
      {
        onSuccess: (sent) =>
          notifications.show({ color: 'green', message: t('tenantUsers.list.resent', { email: sent.email }) }),
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );

  const title = tenant.data ? t('tenantUsers.list.title', { name: tenant.data.name }) : t('pages.tenantUserList');
  return (
    <>
      <PageHeader title={title} crumbs={[...companyEntryCrumbs(t, isStaff), { label: t('pages.tenantUserList') }]} />
      {notFound ? (
        <TenantNotFound />
      ) : (
        <PagedListCard
          list={list}
          query={users}
          searchPlaceholder={t('tenantUsers.list.searchPlaceholder')}
          actions={
            mayAdd && (
              <Button
                component={Link}
                to={paths.tenantUserCreate(tenantUuid)}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('tenantUsers.list.create')}
              </Button>
            )
          }
        >
          {(rows) => (
            <TenantUsersTable
              {...rows}
              onResend={mayAdd ? resendTo : undefined}
              resendingUuid={resend.isPending ? resend.variables.userUuid : undefined}
            />
          )}
        </PagedListCard>
      )}
    </>
  );
}
