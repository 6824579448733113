import { ActionIcon, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../files/components/format-size.ts';

type TPayrollFileFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
  /** Whole percent sent, while the form is being sent with this file. */
  progress: number | null;
  error?: string;
};

/**
 * The optional payroll document (spec §2: a file drop zone): one file, dropped or chosen with a real button
 * (the keyboard and screen-reader way in). A second file replaces the first.
 */
export function PayrollFileField({ file, onChange, disabled, progress, error }: TPayrollFileFieldProps) {
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
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onChange(dropped);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      role="group"
      aria-label={t('payroll.fields.file')}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: error ? 'var(--mantine-color-error)' : over ? 'var(--mantine-primary-color-filled)' : undefined,
        backgroundColor: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Stack align="center" gap="sm">
        <IconFileUpload size={36} aria-hidden stroke={1.5} />
        <Text ta="center">{t('payroll.form.dropHere')}</Text>
        <FileButton
          onChange={(picked) => {
            if (picked) onChange(picked);
            // Picking the same file again after removing it must still count as a change.
            resetPicker.current?.();
          }}
          resetRef={resetPicker}
          disabled={disabled}
          inputProps={{ 'aria-label': t('payroll.form.chooseFile') }}
        >
          {(props) => (
            <Button {...props} variant="default" disabled={disabled}>
              {t('payroll.form.chooseFile')}
            </Button>
          )}
        </FileButton>
        {file && (
          <Paper withBorder radius="sm" p="sm" w="100%" maw={480}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={500} truncate="end" title={file.name}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatSize(file.size)}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('payroll.form.removeFile', { name: file.name })}
                onClick={() => onChange(null)}
                disabled={disabled}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {progress !== null && (
              <Group gap="xs" mt="xs" wrap="nowrap">
                <Progress.Root size="md" style={{ flex: 1 }}>
                  <Progress.Section value={progress} aria-label={t('uploads.progressOf', { name: file.name })} />
                </Progress.Root>
                <Text size="xs" w={40} ta="right">
                  {progress}%
                </Text>
              </Group>
            )}
          </Paper>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
