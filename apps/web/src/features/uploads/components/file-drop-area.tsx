import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFiles, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const [over, setOver] = useState(false);
  const resetPicker = useRef<() => void>(null);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      role="group"
      aria-label={t('uploads.dropArea')}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: error ? 'var(--mantine-color-error)' : over ? 'var(--mantine-primary-color-filled)' : undefined,
        backgroundColor: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Stack align="center" gap="sm">
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
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
