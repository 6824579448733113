import type { TTenant } from '@ledgerport/contract';
import { ActionIcon, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { TableStatusRow } from '../../../components/table-status-row.tsx';

type TTenantsTableProps = {
  tenants: TTenant[] | undefined;
  /** Position of the first row in the whole list (the envelope's `from`), for the serial number. */
  firstSerial: number;
  loading: boolean;
  canEdit: boolean;
};

const COLUMNS = 7;

export function TenantsTable({ tenants, firstSerial, loading, canEdit }: TTenantsTableProps) {
  const { t } = useTranslation();

  return (
    // Wider than a phone: the table scrolls sideways inside its box instead of squeezing the columns.
    <Table.ScrollContainer minWidth={900} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('tenants.columns.name')}</Table.Th>
            <Table.Th>{t('tenants.columns.rootDirectory')}</Table.Th>
            <Table.Th>{t('tenants.columns.contactName')}</Table.Th>
            <Table.Th>{t('tenants.columns.contactEmail')}</Table.Th>
            <Table.Th>{t('tenants.columns.status')}</Table.Th>
            <Table.Th>{t('tenants.columns.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!tenants?.length ? (
            <TableStatusRow columns={COLUMNS} loading={loading} />
          ) : (
            tenants.map((tenant, index) => (
              <Table.Tr key={tenant.uuid}>
                <Table.Td>{firstSerial + index}</Table.Td>
                <Table.Td>{tenant.name}</Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Text size="sm" ff="monospace">
                      {tenant.root_directory}
                    </Text>
                    <Badge size="xs" variant="light" color="gray" tt="none" miw="max-content">
                      {t(`tenants.rootType.${tenant.root_directory_type}`)}
                    </Badge>
                  </Stack>
                </Table.Td>
                <Table.Td>{tenant.primary_contact_name}</Table.Td>
                <Table.Td>{tenant.primary_contact_email}</Table.Td>
                <Table.Td>
                  {/* Spec §3: status 1 is Active, anything else In-active. */}
                  <Badge color={tenant.status === 1 ? 'green' : 'gray'} variant="dot" tt="none" miw="max-content">
                    {tenant.status === 1 ? t('tenants.status.active') : t('tenants.status.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      component={Link}
                      to={paths.company(tenant.uuid, tenant.name)}
                      variant="subtle"
                      aria-label={t('tenants.list.openFiles', { name: tenant.name })}
                    >
                      <IconEye size={18} aria-hidden />
                    </ActionIcon>
                    {canEdit && (
                      <ActionIcon
                        component={Link}
                        to={paths.tenantEdit(tenant.uuid)}
                        variant="subtle"
                        aria-label={t('tenants.list.edit', { name: tenant.name })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
