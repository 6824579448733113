import { ROLES_PER_PAGE, paths } from '@ledgerport/contract';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { Can } from '../../../lib/permissions/can.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useRoles } from '../api/get-roles.ts';
import { RolesTable } from '../components/roles-table.tsx';

export function RolesListRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const list = useListParams(ROLES_PER_PAGE);
  const roles = useRoles(list.params);

  return (
    <>
      <PageHeader
        title={t('roles.list.title')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.roles') }]}
      />
      <PagedListCard
        list={list}
        query={roles}
        searchPlaceholder={t('roles.list.searchPlaceholder')}
        actions={
          <Can permission="create ROLE">
            <Button component={Link} to={paths.roleCreate} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('roles.list.create')}
            </Button>
          </Can>
        }
      >
        {(rows) => <RolesTable {...rows} canEdit={can('update ROLE')} />}
      </PagedListCard>
    </>
  );
}
