import { USERS_PER_PAGE } from '@ledgerport/contract';
import { Alert, Button, Card } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { Can } from '../../auth/permissions/can.tsx';
import { usePermissions } from '../../auth/permissions/use-permissions.ts';
import { useUsers } from '../api/get-users.ts';
import { ListFooter } from '../../../components/list-footer.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { UsersTable } from '../components/users-table.tsx';

export function UsersListRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const { params, setPage, setSearch, setPerPage } = useListParams(USERS_PER_PAGE);
  // Spec §9: the user list asks again on every keystroke (no debounce); the previous rows stay meanwhile.
  const users = useUsers(params);

  return (
    <>
      <PageHeader
        title={t('users.list.title')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.users') }]}
      />
      <Card withBorder radius="md" padding="md">
        <ListToolbar
          search={params.search}
          onSearch={setSearch}
          perPage={params.perPage}
          onPerPage={setPerPage}
          actions={
            <Can permission="create user">
              <Button component={Link} to={paths.userCreate} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('users.list.create')}
              </Button>
            </Can>
          }
        />
        {users.isError && (
          <Alert color="red" variant="light" mb="md">
            {errorText(users.error)}
          </Alert>
        )}
        <UsersTable
          users={users.data?.data}
          firstSerial={users.data?.from ?? 1}
          loading={users.isPending}
          canEdit={can('update user')}
        />
        {users.data && <ListFooter page={users.data} onPage={setPage} />}
      </Card>
    </>
  );
}
