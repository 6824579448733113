import { TENANTS_PER_PAGE } from '@ledgerport/contract';
import { Alert, Button, Card } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListFooter } from '../../../components/list-footer.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { Can } from '../../auth/permissions/can.tsx';
import { usePermissions } from '../../auth/permissions/use-permissions.ts';
import { useTenants } from '../api/get-tenants.ts';
import { TenantsTable } from '../components/tenants-table.tsx';

/** Spec §9: the tenant search waits for a 300 ms pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

export function TenantsListRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const { params, setPage, setSearch, setPerPage } = useListParams(TENANTS_PER_PAGE);
  const tenants = useTenants(params);

  return (
    <>
      <PageHeader
        title={t('pages.tenantList')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.tenantList') }]}
      />
      <Card withBorder radius="md" padding="md">
        <ListToolbar
          search={params.search}
          onSearch={setSearch}
          searchPlaceholder={t('tenants.list.searchPlaceholder')}
          debounceMs={SEARCH_DEBOUNCE_MS}
          perPage={params.perPage}
          onPerPage={setPerPage}
          actions={
            <Can permission="create tenant">
              <Button component={Link} to={paths.tenantCreate} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('tenants.list.create')}
              </Button>
            </Can>
          }
        />
        {tenants.isError && (
          <Alert color="red" variant="light" mb="md">
            {errorText(tenants.error)}
          </Alert>
        )}
        <TenantsTable
          tenants={tenants.data?.data}
          firstSerial={tenants.data?.from ?? 1}
          loading={tenants.isPending}
          canEdit={can('update tenant')}
        />
        {tenants.data && <ListFooter page={tenants.data} onPage={setPage} />}
      </Card>
    </>
  );
}
