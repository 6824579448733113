import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the folder search waits for a 300 ms pause in typing. */
const FOLDER_SEARCH_DEBOUNCE_MS = 300;

/**
 * The folder's search box. It keeps what is typed and reports it once typing pauses. The screen gives it a new
 * key per folder, so opening another folder (which drops the search) starts it empty.
 */
type TFolderSearchProps = {
  initial: string;
  onSearch: (value: string) => void;
  /** What the box searches, in its placeholder; the open folder by default. */
  placeholder?: string;
};

export function FolderSearch({ initial, onSearch, placeholder }: TFolderSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  // Mantine's hook drops a pending search when the box unmounts (another folder opened meanwhile).
  const report = useDebouncedCallback(onSearch, FOLDER_SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={t('files.search')}
      placeholder={placeholder ?? t('files.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value.trim());
      }}
      // Enter searches at once, without waiting for the pause.
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        report.cancel();
        onSearch(text.trim());
      }}
      style={{ flex: '1 1 220px', maxWidth: 360 }}
    />
  );
}
