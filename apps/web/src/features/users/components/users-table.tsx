import type { TUser } from '@ledgerport/contract';
import { Badge, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';
import { paths } from '@ledgerport/contract';
import { useRoleName } from '../../../lib/role-names.ts';

type TUsersTableProps = TPagedRows<TUser> & { canEdit: boolean };

export function UsersTable({ canEdit, ...paged }: TUsersTableProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { date } = useFormats();

  return (
    <DataTable
      {...paged}
      label={t('pages.users')}
      rowKey={(user) => user.id}
      columns={[
        { key: 'name', header: t('users.fields.name'), cell: (user) => user.name },
        { key: 'mobile', priority: 3, header: t('users.fields.mobile'), cell: (user) => user.mobile },
        {
          key: 'email',
          priority: 2,
          header: t('users.fields.email'),
          truncate: { maxWidth: 240, text: (user) => user.email },
          cell: (user) => user.email,
        },
        {
          key: 'role',
          priority: 2,
          header: t('users.fields.role'),
          cell: (user) => (
            <Group gap={4} wrap="nowrap">
              {user.roles.map((role) => (
                <Badge key={role.id} variant="light" tt="none">
                  {roleName(role.name)}
                </Badge>
              ))}
            </Group>
          ),
        },
        { key: 'date', priority: 3, header: t('users.fields.date'), cell: (user) => date(user.created_at) },
        {
          key: 'status',
          header: t('users.fields.status'),
          // The same badge as /internal/user/info: one person reads the same on both lists.
          cell: (user) => <UserStatusBadge status={user.status} />,
        },
      ]}
      rowActions={
        canEdit
          ? {
              header: t('users.fields.action'),
              rowName: (user) => user.name,
              of: (user) => [
                {
                  key: 'edit',
                  label: t('users.list.editShort'),
                  ariaLabel: t('users.list.edit', { name: user.name }),
                  icon: <IconPencil size={18} aria-hidden />,
                  to: paths.userEdit(user.id),
                  iconOnly: true,
                },
              ],
            }
          : undefined
      }
    />
  );
}
