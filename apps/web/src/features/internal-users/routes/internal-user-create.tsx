import { SUPER_ADMIN_ROLE, paths } from '@ledgerport/contract';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { InternalUserForm } from '../components/internal-user-form.tsx';

/** /create/internal/user: returns to /internal/user/info after submit (spec §2). */
export function InternalUserCreateRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const actorIsSuperAdmin = useSignedInUser().staff_roles.includes(SUPER_ADMIN_ROLE);
  return (
    <>
      <PageHeader
        title={t('pages.internalUserCreate')}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.internalUserList'), to: paths.internalUsers },
          { label: t('pages.internalUserCreate') },
        ]}
      />
      {can('create internal user') ? (
        <InternalUserForm actorIsSuperAdmin={actorIsSuperAdmin} />
      ) : (
        <Alert color="yellow" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}
