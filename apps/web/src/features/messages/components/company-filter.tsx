import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantSearch } from '../../../components/company/search-tenants.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** One company, searched on the server by name; cleared for all of them. */
export function CompanyFilter({ value, onChange }: { value: string | null; onChange: (uuid: string | null) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [names, setNames] = useState<Record<string, string>>({});
  const tenants = useTenantSearch(debounced, true);
  const options = (tenants.data?.data ?? []).map((tenant) => ({ value: tenant.uuid, label: tenant.name }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: names[value] ?? value });
  return (
    <Select
      label={t('messages.inbox.company')}
      placeholder={t('messages.inbox.allCompanies')}
      data={options}
      value={value}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(uuid, option) => {
        if (uuid && option) setNames((old) => ({ ...old, [uuid]: option.label }));
        onChange(uuid);
      }}
      w={{ base: '100%', sm: 220 }}
    />
  );
}
