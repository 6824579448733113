import { ZUserPage } from '@ledgerport/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** One person (any account) chosen by name or e-mail, searched on the server. */
export function PersonSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (uuid: string | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = useQuery({
    queryKey: ['compliance', 'people', debounced],
    queryFn: ({ signal }) =>
      apiRequest(`/users?${new URLSearchParams({ search: debounced, per_page: '10' })}`, { schema: ZUserPage, signal }),
    enabled: debounced.trim().length > 0,
  });
  const options = [
    ...(chosen ? [chosen] : []),
    ...(found.data?.data ?? [])
      .filter((user) => user.id !== chosen?.value)
      .map((user) => ({ value: user.id, label: `${user.name} <${user.email}>` })),
  ];
  return (
    <Select
      label={label}
      data={options}
      value={value}
      onChange={(uuid, option) => {
        setChosen(uuid ? option : null);
        onChange(uuid);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t('common.loading') : undefined}
      clearable
      comboboxProps={{ withinPortal: false }}
    />
  );
}
