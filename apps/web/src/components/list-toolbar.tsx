import { PAGE_SIZES } from '@ledgerport/contract';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TListToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  perPage: number;
  onPerPage: (value: number) => void;
  /** The list's create button, when the user may create. */
  actions?: ReactNode;
};

/** Search box and page-size choice above a paged list (shared by the user and role lists). */
export function ListToolbar({ search, onSearch, perPage, onPerPage, actions }: TListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md">
      {/* Wide enough to push the create button onto its own line on a phone. */}
      <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 340px' }}>
        <TextInput
          type="search"
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select
          label={t('users.list.perPage')}
          data={PAGE_SIZES.map(String)}
          value={String(perPage)}
          onChange={(value) => value && onPerPage(Number(value))}
          allowDeselect={false}
          w={140}
        />
      </Group>
      {actions}
    </Group>
  );
}
