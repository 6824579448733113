import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantSearch } from './search-tenants.ts';

/** The tenant search waits for a pause in typing, as the tenant list's does (spec §9). */
const SEARCH_DEBOUNCE_MS = 300;

type TTenantMultiSelectProps = {
  label: string;
  placeholder?: string;
  value: string[];
  /** The chosen tenants' uuids, and the names of all of them (the chips keep their names as the search changes). */
  onChange: (uuids: string[], names: Record<string, string>) => void;
  /** The open list's height at most, in px; a dialog makes room for it while it is open. */
  maxDropdownHeight: number;
  onDropdownOpen?: () => void;
  onDropdownClose?: () => void;
  error?: string;
};

/**
 * Clients chosen by name, searched on the server (request templates' apply dialog, organizers' send dialog).
 * An In-active client is listed but cannot be chosen (the server refuses it too).
 */
export function TenantMultiSelect({
  label,
  placeholder,
  value,
  onChange,
  maxDropdownHeight,
  onDropdownOpen,
  onDropdownClose,
  error,
}: TTenantMultiSelectProps) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useTenantSearch(debounced, true);
  const options = [
    ...value.map((uuid) => ({ value: uuid, label: names[uuid] ?? uuid })),
    ...(found.data?.data ?? [])
      .filter((tenant) => !value.includes(tenant.uuid))
      .map((tenant) => ({ value: tenant.uuid, label: tenant.name, disabled: tenant.status !== 1 })),
  ];
  const choose = (uuids: string[]) => {
    const known = { ...names, ...Object.fromEntries(options.map((o) => [o.value, o.label])) };
    setNames(known);
    onChange(uuids, known);
  };
  return (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      data={options}
      value={value}
      onChange={choose}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already: show what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t('common.loading') : undefined}
      clearable
      // Drawn inside a dialog's scrolling body, not over the page: an open list never covers the buttons below
      // the body (issue 30), and the body makes room for it while it is open.
      comboboxProps={{ withinPortal: false }}
      onDropdownOpen={onDropdownOpen}
      onDropdownClose={onDropdownClose}
      maxDropdownHeight={maxDropdownHeight}
      hidePickedOptions
      styles={{ pillsList: { maxHeight: '7.5rem', overflowY: 'auto' } }}
      error={error}
    />
  );
}
