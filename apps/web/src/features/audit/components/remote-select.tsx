import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFilterOptions,
  useSelectedOption,
  type TFilterOption,
  type TOptionSource,
} from '../api/get-filter-options.ts';

type TRemoteSelectProps = {
  source: TOptionSource;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
};

/** Spec §9's search delay, for what is typed into the box. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A searchable choice among the server's tenants or users: what is typed is searched on the server (a firm can
 * have far more than one page of them), and the chosen one keeps its label even when a search no longer finds it.
 */
export function RemoteSelect({ source, label, value, onChange }: TRemoteSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<TFilterOption | null>(null);
  const known = picked?.value === value ? picked : null;
  // Only a value that came from the address needs its label looked up.
  const selected = useSelectedOption(source, known ? null : value);
  const current = known ?? selected.data ?? null;
  // Once chosen, the box shows the label: that is not a new search.
  const [typed] = useDebouncedValue(search === current?.label ? '' : search, SEARCH_DEBOUNCE_MS);
  const options = useFilterOptions(source, typed);

  const data = [...(options.data ?? [])];
  if (current && !data.some((option) => option.value === current.value)) data.unshift(current);

  return (
    <Select
      label={label}
      placeholder={t('audit.filters.any')}
      data={data}
      value={value}
      onChange={(next, option) => {
        setPicked(next ? option : null);
        onChange(next);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the search; Mantine must not filter its answer a second time.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('audit.filters.searching') : t('audit.filters.nothingFound')}
      rightSection={options.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
    />
  );
}
