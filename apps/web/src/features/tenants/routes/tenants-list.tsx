import { TENANTS_PER_PAGE, type TTenant, paths } from '@ledgerport/contract';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useResponsibleParam } from '../../../lib/use-responsible-param.ts';
import { Can } from '../../../lib/permissions/can.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useTenants } from '../api/get-tenants.ts';
import { AssignTenantsModal } from '../components/assign-tenants-modal.tsx';
import { ResponsibleFilter } from '../components/responsible-filter.tsx';
import { TenantsTable } from '../components/tenants-table.tsx';

/** Spec §9: the tenant search waits for a 300 ms pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

type TTenantsListRouteProps = {
  /** The dialog behind a row's "add user" pencil. The app hands in the tenant-users feature's form. */
  AddUserModal: ComponentType<{ tenant: TTenant | null; onClose: () => void }>;
};

export function TenantsListRoute({ AddUserModal }: TTenantsListRouteProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const list = useListParams(TENANTS_PER_PAGE);
  const { responsible } = useResponsibleParam();
  const tenants = useTenants(list.params, responsible);
  const [addingUserTo, setAddingUserTo] = useState<TTenant | null>(null);
  // Chosen across pages and searches, for "Assign selected"; kept until assigned.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [assigning, setAssigning] = useState(false);
  const canAssign = can('update tenant');
  const choose = (uuids: string[], chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const uuid of uuids) {
        if (chosen) next.add(uuid);
        else next.delete(uuid);
      }
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('pages.tenantList')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.tenantList') }]}
      />
      <PagedListCard
        list={list}
        query={tenants}
        searchPlaceholder={t('tenants.list.searchPlaceholder')}
        debounceMs={SEARCH_DEBOUNCE_MS}
        actions={
          <Group gap="xs">
            <ResponsibleFilter />
            {canAssign && selected.size > 0 && (
              <Button variant="light" onClick={() => setAssigning(true)}>
                {t('tenants.list.assign', { n: selected.size })}
              </Button>
            )}
            <Can permission="create tenant">
              <Button component={Link} to={paths.bulkTenantCreate} variant="default">
                {t('tenants.list.bulkCreate')}
              </Button>
              <Button component={Link} to={paths.tenantCreate} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('tenants.list.create')}
              </Button>
            </Can>
          </Group>
        }
      >
        {(rows) => (
          <TenantsTable
            {...rows}
            canEdit={can('update tenant')}
            canViewUsers={can('view tenant user')}
            canViewRequests={can('view files')}
            onAddUser={can('create tenant user') ? setAddingUserTo : undefined}
            selection={canAssign ? { selected, onChange: choose } : undefined}
          />
        )}
      </PagedListCard>
      <AddUserModal tenant={addingUserTo} onClose={() => setAddingUserTo(null)} />
      <AssignTenantsModal
        opened={assigning}
        tenantIds={[...selected]}
        onClose={() => setAssigning(false)}
        onAssigned={() => {
          setAssigning(false);
          setSelected(new Set());
        }}
      />
    </>
  );
}
