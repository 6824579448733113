import { USERS_PER_PAGE, paths } from '@ledgerport/contract';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { Can } from '../../../lib/permissions/can.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useUsers } from '../api/get-users.ts';
import { UsersTable } from '../components/users-table.tsx';

export function UsersListRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const list = useListParams(USERS_PER_PAGE);
  // Spec §9: the user list asks again on every keystroke (no debounce); the previous rows stay meanwhile.
  const users = useUsers(list.params);

  return (
    <>
      <PageHeader
        title={t('users.list.title')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.users') }]}
      >
        <Text c="dimmed" size="sm" maw={760}>
          {t('users.list.description')}
        </Text>
      </PageHeader>
      <PagedListCard
        list={list}
        query={users}
        actions={
          <Can permission="create user">
            <Button component={Link} to={paths.userCreate} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('users.list.create')}
            </Button>
          </Can>
        }
      >
        {(rows) => <UsersTable {...rows} canEdit={can('update user')} />}
      </PagedListCard>
    </>
  );
}
