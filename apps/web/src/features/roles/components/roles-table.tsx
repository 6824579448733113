import type { TRoleSummary } from '@ledgerport/contract';
import { ActionIcon, Badge, Group, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { TableStatusRow } from '../../../components/table-status-row.tsx';

type TRolesTableProps = { roles: TRoleSummary[] | undefined; firstSerial: number; loading: boolean; canEdit: boolean };

export function RolesTable({ roles, firstSerial, loading, canEdit }: TRolesTableProps) {
  const { t } = useTranslation();
  const columns = canEdit ? 5 : 4;
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('roles.fields.name')}</Table.Th>
            <Table.Th>{t('roles.fields.scope')}</Table.Th>
            <Table.Th>{t('roles.fields.permissions')}</Table.Th>
            {canEdit && <Table.Th>{t('roles.fields.action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!roles?.length ? (
            <TableStatusRow columns={columns} loading={loading} />
          ) : (
            roles.map((role, index) => (
              <Table.Tr key={role.id}>
                <Table.Td>{firstSerial + index}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {role.name}
                    {role.is_built_in && (
                      <Badge size="sm" variant="outline" color="gray" tt="none">
                        {t('roles.builtIn')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{t(`roles.scope.${role.scope}`)}</Table.Td>
                <Table.Td>{role.permissions_count}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      component={Link}
                      to={paths.roleEdit(role.id)}
                      variant="subtle"
                      aria-label={t('roles.list.edit', { name: role.name })}
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
