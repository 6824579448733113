import { Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The one row a table shows while it loads, or when it has nothing to show. */
export function TableStatusRow({ columns, loading }: { columns: number; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Center py="lg">
          {loading ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : (
            <Text c="dimmed">{t('users.list.empty')}</Text>
          )}
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
