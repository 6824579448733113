import type { TUser, TUserStatus } from '@ledgerport/contract';
import { ActionIcon, Badge, Group, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { TableStatusRow } from '../../../components/table-status-row.tsx';

const STATUS_COLOR: Record<TUserStatus, string> = { ACTIVE: 'green', INVITED: 'blue', DISABLED: 'gray' };

type TUsersTableProps = {
  users: TUser[] | undefined;
  /** Position of the first row in the whole list (the envelope's `from`), for the serial number. */
  firstSerial: number;
  loading: boolean;
  canEdit: boolean;
};

export function UsersTable({ users, firstSerial, loading, canEdit }: TUsersTableProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const columns = canEdit ? 8 : 7;

  return (
    // Wider than a phone: the table scrolls sideways inside its box instead of squeezing the columns.
    <Table.ScrollContainer minWidth={760} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('users.fields.name')}</Table.Th>
            <Table.Th>{t('users.fields.mobile')}</Table.Th>
            <Table.Th>{t('users.fields.email')}</Table.Th>
            <Table.Th>{t('users.fields.role')}</Table.Th>
            <Table.Th>{t('users.fields.date')}</Table.Th>
            <Table.Th>{t('users.fields.status')}</Table.Th>
            {canEdit && <Table.Th>{t('users.fields.action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!users?.length ? (
            <TableStatusRow columns={columns} loading={loading} />
          ) : (
            users.map((user, index) => (
              <Table.Tr key={user.id}>
                <Table.Td>{firstSerial + index}</Table.Td>
                <Table.Td>{user.name}</Table.Td>
                <Table.Td>{user.mobile}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {user.roles.map((role) => (
                      <Badge key={role.id} variant="light" tt="none">
                        {role.name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{date.format(new Date(user.created_at))}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[user.status]} variant="dot" tt="none">
                    {t(`users.status.${user.status}`)}
                  </Badge>
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      component={Link}
                      to={paths.userEdit(user.id)}
                      variant="subtle"
                      aria-label={t('users.list.edit', { name: user.name })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
