import { SUPER_ADMIN_ROLE, paths } from '@ledgerport/contract';
import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PersonDataActions } from '../../../components/person-data/person-data-actions.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useUser } from '../api/get-user.ts';
import { UserForm } from '../components/user-form.tsx';

/** /users/create and /users/:id: one form, in edit mode when the address names a user (spec §4). */
export function UserFormRoute() {
  const { id } = useParams();
  return id ? <EditUser id={id} /> : <CreateUser />;
}

function Header({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={title}
      crumbs={[
        { label: t('pages.dashboard'), to: paths.dashboard },
        { label: t('pages.users'), to: paths.users },
        { label: title },
      ]}
    />
  );
}

const useActorIsSuperAdmin = () => useSignedInUser().staff_roles.includes(SUPER_ADMIN_ROLE);

function CreateUser() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const actorIsSuperAdmin = useActorIsSuperAdmin();
  return (
    <>
      <Header title={t('pages.userCreate')} />
      {can('create user') ? (
        <UserForm readOnly={false} actorIsSuperAdmin={actorIsSuperAdmin} />
      ) : (
        <Alert color="yellow" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}

function EditUser({ id }: { id: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const actorIsSuperAdmin = useActorIsSuperAdmin();
  const user = useUser(id);
  // Only a SuperAdmin changes a SuperAdmin's account (the server refuses anyone else).
  const protectedUser = user.data?.roles.some((r) => r.name === SUPER_ADMIN_ROLE) && !actorIsSuperAdmin;
  const readOnly = !can('update user') || Boolean(protectedUser);

  return (
    <>
      <Header title={t('pages.userEdit')} />
      {user.data ? (
        <>
          {protectedUser && (
            <Alert color="blue" variant="light" mb="md">
              {t('users.form.superAdminOnly')}
            </Alert>
          )}
          <UserForm user={user.data} readOnly={readOnly} actorIsSuperAdmin={actorIsSuperAdmin} />
          <PersonDataActions person={{ uuid: user.data.id, name: user.data.name, email: user.data.email }} />
        </>
      ) : user.isError ? (
        <Alert color="red" variant="light">
          {errorText(user.error)}
        </Alert>
      ) : (
        <Skeleton height={320} radius="md" aria-label={t('common.loading')} />
      )}
    </>
  );
}
