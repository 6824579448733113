import { ActionIcon, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ClampedName } from '../../../components/clamped-name.tsx';
import { DropZone } from '../../../components/drop-zone.tsx';
import { useFormats } from '../../../lib/formats.ts';

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
  const { fileSize, percent } = useFormats();
  const resetPicker = useRef<() => void>(null);

  return (
    <DropZone
      label={t('payroll.fields.file')}
      onFiles={(files) => files[0] && onChange(files[0])}
      disabled={disabled}
      error={error}
      padding="lg"
    >
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
              <ClampedName fw={500} text={file.name} />
              <Text size="xs" c="dimmed">
                {fileSize(file.size)}
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
                {percent(progress)}
              </Text>
            </Group>
          )}
        </Paper>
      )}
    </DropZone>
  );
}
