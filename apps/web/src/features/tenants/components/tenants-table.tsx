import type { TTenant } from '@ledgerport/contract';
import { Badge, Checkbox, Stack, Text } from '@mantine/core';
import { IconChecklist, IconEye, IconPencil, IconSettings, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TRowAction } from '../../../components/row-actions.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { paths } from '@ledgerport/contract';

type TTenantsTableProps = TPagedRows<TTenant> & {
  canEdit: boolean;
  canViewUsers: boolean;
  /** Staff who see files see a tenant's requests (managing them needs 'manage requests' there). */
  canViewRequests?: boolean;
  /** Given to holders of "create tenant user": the pencil opens the Tenant User Setup modal (spec §2). */
  onAddUser?: (tenant: TTenant) => void;
  /** Given to those who may assign clients: the rows chosen for "Assign selected". */
  selection?: { selected: ReadonlySet<string>; onChange: (uuids: string[], chosen: boolean) => void };
};

export function TenantsTable({
  canEdit,
  canViewUsers,
  canViewRequests = false,
  onAddUser,
  selection,
  ...paged
}: TTenantsTableProps) {
  const { t } = useTranslation();
  const pageIds = (paged.rows ?? []).map((tenant) => tenant.uuid);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selection?.selected.has(id));
  const someChosen = pageIds.some((id) => selection?.selected.has(id));
  // Every tenant action is an icon with a tooltip, offered only to those it is given to (`false` drops it).
  const actionsOf = (tenant: TTenant): TRowAction[] => {
    const offered: (Omit<TRowAction, 'iconOnly'> | false)[] = [
      {
        key: 'files',
        label: t('tenants.list.files'),
        ariaLabel: t('tenants.list.openFiles', { name: tenant.name }),
        icon: <IconEye size={18} aria-hidden />,
        to: paths.company(tenant.uuid, tenant.name),
      },
      !!onAddUser && {
        key: 'addUser',
        label: t('tenants.list.addUser'),
        ariaLabel: t('tenantUsers.list.addTo', { name: tenant.name }),
        icon: <IconPencil size={18} aria-hidden />,
        onClick: () => onAddUser(tenant),
      },
      canViewUsers && {
        key: 'users',
        label: t('tenants.list.users'),
        ariaLabel: t('tenantUsers.list.usersOf', { name: tenant.name }),
        icon: <IconUsers size={18} aria-hidden />,
        to: paths.tenantUsers(tenant.uuid),
      },
      canViewRequests && {
        key: 'requests',
        label: t('tenants.list.requests'),
        ariaLabel: t('tenants.list.requestsOf', { name: tenant.name }),
        icon: <IconChecklist size={18} aria-hidden />,
        to: paths.tenantRequests(tenant.uuid),
      },
      // The spec gives the pencil to adding users; editing the tenant keeps its own action.
      canEdit && {
        key: 'edit',
        label: t('tenants.list.editShort'),
        ariaLabel: t('tenants.list.edit', { name: tenant.name }),
        icon: <IconSettings size={18} aria-hidden />,
        to: paths.tenantEdit(tenant.uuid),
      },
    ];
    return offered.filter((action) => action !== false).map((action) => ({ ...action, iconOnly: true }));
  };

  return (
    <DataTable
      {...paged}
      label={t('pages.tenantList')}
      rowKey={(tenant) => tenant.uuid}
      columns={[
        {
          key: 'select',
          hidden: !selection,
          width: 40,
          // Each card's own checkbox names its tenant; the page's "select all" stays in the table's head.
          cardLabel: '',
          header: (
            <Checkbox
              aria-label={t('tenants.list.selectPage')}
              checked={allChosen}
              indeterminate={someChosen && !allChosen}
              onChange={(event) => selection?.onChange(pageIds, event.currentTarget.checked)}
            />
          ),
          cell: (tenant) => (
            <Checkbox
              aria-label={t('tenants.list.select', { name: tenant.name })}
              checked={selection?.selected.has(tenant.uuid) ?? false}
              onChange={(event) => selection?.onChange([tenant.uuid], event.currentTarget.checked)}
            />
          ),
        },
        {
          key: 'name',
          header: t('tenants.columns.name'),
          truncate: { maxWidth: 240, text: (tenant) => tenant.name },
          cell: (tenant) => tenant.name,
        },
        {
          key: 'rootDirectory',
          priority: 3,
          header: t('tenants.columns.rootDirectory'),
          cell: (tenant) => (
            <Stack gap={2} align="flex-start">
              <Text size="sm" ff="monospace">
                {tenant.root_directory}
              </Text>
              <Badge size="xs" variant="light" color="gray" tt="none" miw="max-content">
                {t(`tenants.rootType.${tenant.root_directory_type}`)}
              </Badge>
            </Stack>
          ),
        },
        {
          key: 'contactName',
          priority: 3,
          header: t('tenants.columns.contactName'),
          cell: (tenant) => tenant.primary_contact_name,
        },
        {
          key: 'contactEmail',
          priority: 2,
          header: t('tenants.columns.contactEmail'),
          truncate: { maxWidth: 220, text: (tenant) => tenant.primary_contact_email ?? '' },
          cell: (tenant) => tenant.primary_contact_email,
        },
        {
          key: 'responsible',
          priority: 2,
          header: t('tenants.columns.responsible'),
          truncate: { maxWidth: 180, text: (tenant) => tenant.responsible_staff_name ?? '' },
          cell: (tenant) => tenant.responsible_staff_name,
        },
        {
          key: 'status',
          header: t('tenants.columns.status'),
          // Spec §3: status 1 is Active, anything else In-active.
          cell: (tenant) => (
            <Badge color={tenant.status === 1 ? 'green' : 'gray'} variant="dot" tt="none" miw="max-content">
              {tenant.status === 1 ? t('tenants.status.active') : t('tenants.status.inactive')}
            </Badge>
          ),
        },
      ]}
      rowActions={{ header: t('tenants.columns.action'), rowName: (tenant) => tenant.name, of: actionsOf }}
    />
  );
}
