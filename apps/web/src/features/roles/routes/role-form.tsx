import { SUPER_ADMIN_ROLE, paths } from '@ledgerport/contract';
import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { usePermissionGroups } from '../api/get-permission-groups.ts';
import { useRole } from '../api/get-role.ts';
import { RoleForm } from '../components/role-form.tsx';

/** /create/role and /roles/:id: one form, in edit mode when the address names a role (spec §4). */
export function RoleFormRoute() {
  const { id } = useParams();
  const { t } = useTranslation();
  const roleId = Number(id);
  const editing = id !== undefined;
  const title = editing ? t('pages.roleEdit') : t('pages.roleCreate');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.roles'), to: paths.roles },
          { label: title },
        ]}
      />
      {editing ? <EditRole id={Number.isInteger(roleId) && roleId > 0 ? roleId : 0} /> : <CreateRole />}
    </>
  );
}

function Failure({ error }: { error: unknown }) {
  const { errorText } = useErrorText();
  return (
    <Alert color="red" variant="light">
      {errorText(error)}
    </Alert>
  );
}

function Loading() {
  const { t } = useTranslation();
  return <Skeleton height={360} radius="md" aria-label={t('common.loading')} />;
}

function CreateRole() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const groups = usePermissionGroups();
  if (!can('create ROLE')) {
    return (
      <Alert color="yellow" variant="light">
        {t('errors.codes.FORBIDDEN')}
      </Alert>
    );
  }
  if (groups.isError) return <Failure error={groups.error} />;
  return groups.data ? <RoleForm groups={groups.data} readOnly={false} /> : <Loading />;
}

function EditRole({ id }: { id: number }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const groups = usePermissionGroups();
  const role = useRole(id);
  if (role.isError || groups.isError) return <Failure error={role.error ?? groups.error} />;
  if (!role.data || !groups.data) return <Loading />;
  // The SuperAdmin role holds every permission and opens read-only (the server refuses any change).
  const locked = role.data.is_built_in && role.data.name === SUPER_ADMIN_ROLE;
  return (
    <>
      {locked && (
        <Alert color="blue" variant="light" mb="md">
          {t('roles.form.superAdminLocked')}
        </Alert>
      )}
      <RoleForm role={role.data} groups={groups.data} readOnly={locked || !can('update ROLE')} />
    </>
  );
}
