import { ROLES_PER_PAGE } from '@ledgerport/contract';
import { Alert, Button, Card } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { Can } from '../../auth/permissions/can.tsx';
import { usePermissions } from '../../auth/permissions/use-permissions.ts';
import { ListFooter } from '../../../components/list-footer.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useRoles } from '../api/get-roles.ts';
import { RolesTable } from '../components/roles-table.tsx';

export function RolesListRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const { params, setPage, setSearch, setPerPage } = useListParams(ROLES_PER_PAGE);
  const roles = useRoles(params);

  return (
    <>
      <PageHeader
        title={t('roles.list.title')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.roles') }]}
      />
      <Card withBorder radius="md" padding="md">
        <ListToolbar
          search={params.search}
          onSearch={setSearch}
          perPage={params.perPage}
          onPerPage={setPerPage}
          actions={
            <Can permission="create ROLE">
              <Button component={Link} to={paths.roleCreate} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('roles.list.create')}
              </Button>
            </Can>
          }
        />
        {roles.isError && (
          <Alert color="red" variant="light" mb="md">
            {errorText(roles.error)}
          </Alert>
        )}
        <RolesTable
          roles={roles.data?.data}
          firstSerial={roles.data?.from ?? 1}
          loading={roles.isPending}
          canEdit={can('update ROLE')}
        />
        {roles.data && <ListFooter page={roles.data} onPage={setPage} />}
      </Card>
    </>
  );
}
