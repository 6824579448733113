import { REVIEW_STATUSES, UPLOAD_TYPES, type TReviewStatus, type TUploadType } from '@ledgerport/contract';
import { Button, Collapse, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFolderFilters } from '../api/get-folder.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';

/** Same pause as the search box (spec §9). */
const UPLOADER_DEBOUNCE_MS = 300;

type TFolderFiltersProps = {
  filters: TFolderFilters;
  onChange: (filters: TFolderFilters) => void;
  /** On a phone, whether the row shows, when the screen opens it from a menu of its own (the folder view). */
  opened?: boolean;
};

/**
 * The search filters: type, uploader, upload days and review status. Any of them searches every folder below the
 * open one. On a phone the row folds away behind a "Filters" button (open by itself while a filter is set), or
 * behind the screen's own menu entry (`opened`).
 */
export function FolderFilters({ filters, onChange, opened: openedOutside }: TFolderFiltersProps) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  const active = Object.keys(filters).length;
  const [openedHere, { toggle }] = useDisclosure(active > 0);
  const [uploader, setUploader] = useState(filters.uploader ?? '');
  const reportUploader = useDebouncedCallback(
    (value: string) => onChange({ ...filters, uploader: value || undefined }),
    UPLOADER_DEBOUNCE_MS,
  );
  const set = (change: TFolderFilters) => onChange({ ...filters, ...change });

  const row = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('files.filters.type')}
        placeholder={t('files.filters.any')}
        data={UPLOAD_TYPES.map((value) => ({ value, label: t(`uploads.types.${value}`) }))}
        value={filters.type ?? null}
        onChange={(value) => set({ type: (value as TUploadType | null) ?? undefined })}
        clearable
        w={200}
      />
      <TextInput
        label={t('files.filters.uploader')}
        value={uploader}
        onChange={(event) => {
          setUploader(event.currentTarget.value);
          reportUploader(event.currentTarget.value.trim());
        }}
        w={180}
      />
      <TextInput
        type="date"
        label={t('files.filters.from')}
        value={filters.uploaded_from ?? ''}
        onChange={(event) => set({ uploaded_from: event.currentTarget.value || undefined })}
        w={160}
      />
      <TextInput
        type="date"
        label={t('files.filters.to')}
        value={filters.uploaded_to ?? ''}
        onChange={(event) => set({ uploaded_to: event.currentTarget.value || undefined })}
        w={160}
      />
      <Select
        label={t('files.filters.status')}
        placeholder={t('files.filters.any')}
        data={REVIEW_STATUSES.map((value) => ({ value, label: t(`files.review.status.${value}`) }))}
        value={filters.review_status ?? null}
        onChange={(value) => set({ review_status: (value as TReviewStatus | null) ?? undefined })}
        clearable
        w={180}
      />
      {active > 0 && (
        <Button
          variant="subtle"
          onClick={() => {
            setUploader('');
            onChange({});
          }}
        >
          {t('files.filters.clear')}
        </Button>
      )}
    </Group>
  );
  if (!isPhone) return row;
  if (openedOutside !== undefined) return <Collapse expanded={openedOutside}>{row}</Collapse>;
  const opened = openedHere;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilter size={16} aria-hidden />}
        onClick={toggle}
        aria-expanded={opened}
        style={{ alignSelf: 'flex-start' }}
      >
        {active > 0 ? t('files.filters.toggleActive', { count: active }) : t('files.filters.toggle')}
      </Button>
      <Collapse expanded={opened}>{row}</Collapse>
    </>
  );
}
