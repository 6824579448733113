import type { TRoleSummary } from '@ledgerport/contract';
import { Badge, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { paths } from '@ledgerport/contract';
import { useRoleName } from '../../../lib/role-names.ts';

type TRolesTableProps = TPagedRows<TRoleSummary> & { canEdit: boolean };

export function RolesTable({ canEdit, ...paged }: TRolesTableProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  return (
    <DataTable
      {...paged}
      label={t('pages.roles')}
      rowKey={(role) => role.id}
      columns={[
        {
          key: 'name',
          header: t('roles.fields.name'),
          cell: (role) => (
            <Group gap="xs">
              {roleName(role.name)}
              {role.is_built_in && (
                <Badge size="sm" variant="outline" color="gray" tt="none">
                  {t('roles.builtIn')}
                </Badge>
              )}
            </Group>
          ),
        },
        { key: 'scope', header: t('roles.fields.scope'), cell: (role) => t(`roles.scope.${role.scope}`) },
        { key: 'permissions', header: t('roles.fields.permissions'), cell: (role) => role.permissions_count },
      ]}
      rowActions={
        canEdit
          ? {
              header: t('roles.fields.action'),
              rowName: (role) => roleName(role.name),
              of: (role) => [
                {
                  key: 'edit',
                  label: t('users.list.editShort'),
                  ariaLabel: t('roles.list.edit', { name: roleName(role.name) }),
                  icon: <IconPencil size={18} aria-hidden />,
                  to: paths.roleEdit(role.id),
                  iconOnly: true,
                },
              ],
            }
          : undefined
      }
    />
  );
}
