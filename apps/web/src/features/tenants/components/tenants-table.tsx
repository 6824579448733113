import type { TTenant } from '@ledgerport/contract';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconSettings, IconUsers, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { paths } from '@ledgerport/contract';

type TTenantsTableProps = TPagedRows<TTenant> & {
  canEdit: boolean;
  canViewUsers: boolean;
  /** Given to holders of "create tenant user": the pencil opens the Tenant User Setup modal (spec §2). */
  onAddUser?: (tenant: TTenant) => void;
};

export function TenantsTable({ canEdit, canViewUsers, onAddUser, ...paged }: TTenantsTableProps) {
  const { t } = useTranslation();

  return (
    <DataTable
      {...paged}
      minWidth={900}
      rowKey={(tenant) => tenant.uuid}
      columns={[
        { key: 'name', header: t('tenants.columns.name'), cell: (tenant) => tenant.name },
        {
          key: 'rootDirectory',
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
        { key: 'contactName', header: t('tenants.columns.contactName'), cell: (tenant) => tenant.primary_contact_name },
        {
          key: 'contactEmail',
          header: t('tenants.columns.contactEmail'),
          cell: (tenant) => tenant.primary_contact_email,
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
        {
          key: 'action',
          header: t('tenants.columns.action'),
          cell: (tenant) => (
            <Group gap={4} wrap="nowrap">
              <RowLink
                to={paths.company(tenant.uuid, tenant.name)}
                label={t('tenants.list.openFiles', { name: tenant.name })}
                icon={IconEye}
              />
              {onAddUser && (
                <ActionIcon
                  variant="subtle"
                  onClick={() => onAddUser(tenant)}
                  aria-label={t('tenantUsers.list.addTo', { name: tenant.name })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              )}
              {canViewUsers && (
                <RowLink
                  to={paths.tenantUsers(tenant.uuid)}
                  label={t('tenantUsers.list.usersOf', { name: tenant.name })}
                  icon={IconUsers}
                />
              )}
              {/* The spec gives the pencil to adding users; editing the tenant keeps its own action. */}
              {canEdit && (
                <RowLink
                  to={paths.tenantEdit(tenant.uuid)}
                  label={t('tenants.list.edit', { name: tenant.name })}
                  icon={IconSettings}
                />
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}

/** An icon-only link in the action column; `label` names it for screen readers and tests. */
function RowLink({ to, label, icon: RowIcon }: { to: string; label: string; icon: Icon }) {
  return (
    <ActionIcon component={Link} to={to} variant="subtle" aria-label={label}>
      <RowIcon size={18} aria-hidden />
    </ActionIcon>
  );
}
