import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconFiles, IconUpload } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../drop-zone.tsx';

type TFileDropAreaProps = {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  /** More ways in beside "Choose files" (the camera). */
  extra?: ReactNode;
  error?: string;
};

/**
 * Drop files here, or choose them with a real button (the keyboard and screen-reader way in); both take several
 * files at once.
 */
export function FileDropArea({ onFiles, disabled, extra, error }: TFileDropAreaProps) {
  const { t } = useTranslation();
  const resetPicker = useRef<() => void>(null);

  return (
    <DropZone label={t('uploads.dropArea')} onFiles={onFiles} disabled={disabled} error={error} padding="xl">
      <IconFiles size={40} aria-hidden stroke={1.5} />
      <Text ta="center">{t('uploads.dropHere')}</Text>
      <Group justify="center" gap="sm">
        <FileButton
          multiple
          onChange={(files) => {
            onFiles(files);
            // Picking the same file again after removing it must still count as a change.
            resetPicker.current?.();
          }}
          resetRef={resetPicker}
          disabled={disabled}
          inputProps={{ 'aria-label': t('uploads.chooseFiles') }}
        >
          {(props) => (
            <Button {...props} disabled={disabled} leftSection={<IconUpload size={16} aria-hidden />}>
              {t('uploads.chooseFiles')}
            </Button>
          )}
        </FileButton>
        {extra}
      </Group>
    </DropZone>
  );
}
