import { PAGE_SIZES } from '@ledgerport/contract';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TListToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  perPage: number;
  onPerPage: (value: number) => void;
  /** The list's create button, when the user may create. */
  actions?: ReactNode;
  /** What the search matches, e.g. "Search with name"; the user list's text by default. */
  searchPlaceholder?: string;
  /** Wait this long after the last keystroke before searching (spec §9: 300 ms on some lists); none by default. */
  debounceMs?: number;
};

/** Search box and page-size choice above a paged list (shared by the paged lists). */
export function ListToolbar({
  search,
  onSearch,
  perPage,
  onPerPage,
  actions,
  searchPlaceholder,
  debounceMs,
}: TListToolbarProps) {
  const { t } = useTranslation();
  const searchProps = {
    type: 'search',
    label: t('users.list.search'),
    placeholder: searchPlaceholder ?? t('users.list.searchPlaceholder'),
    leftSection: <IconSearch size={16} aria-hidden />,
    style: { flex: '1 1 220px', maxWidth: 360 },
  };
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md">
      {/* Wide enough to push the create button onto its own line on a phone. */}
      <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 340px' }}>
        {debounceMs ? (
          <DebouncedSearch {...searchProps} search={search} onSearch={onSearch} debounceMs={debounceMs} />
        ) : (
          <TextInput {...searchProps} value={search} onChange={(event) => onSearch(event.currentTarget.value)} />
        )}
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

type TDebouncedSearchProps = Omit<Parameters<typeof TextInput>[0], 'value' | 'onChange'> & {
  search: string;
  onSearch: (value: string) => void;
  debounceMs: number;
};

/** A search box that keeps what is typed and reports it only once typing pauses. */
function DebouncedSearch({ search, onSearch, debounceMs, ...inputProps }: TDebouncedSearchProps) {
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  const [sent, setSent] = useState(search);
  // Mantine's hook drops a pending search when the box unmounts.
  const report = useDebouncedCallback((value: string) => {
    setSent(value);
    onSearch(value);
  }, debounceMs);

  // The search changed from outside (back button, a link): show it, unless it is what this box just sent.
  if (search !== seen) {
    setSeen(search);
    if (search !== sent) setText(search);
  }

  return (
    <TextInput
      {...inputProps}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
