import { SPREADSHEET_EXTENSIONS } from '@ledgerport/contract';
import { Button, FileButton, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../../components/drop-zone.tsx';

type TSheetDropAreaProps = {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  /** The chosen file's name, once there is one. */
  fileName?: string;
  error?: string;
};

/**
 * Drop one spreadsheet here, or choose it with a real button (the keyboard and screen-reader way in). The
 * picker offers spreadsheets only; a dropped file of another type is refused by the intake with the spec's text.
 */
export function SheetDropArea({ onFiles, disabled, fileName, error }: TSheetDropAreaProps) {
  const { t } = useTranslation();
  const resetPicker = useRef<() => void>(null);

  return (
    <DropZone label={t('bulk.intake.dropArea')} onFiles={onFiles} disabled={disabled} error={error} padding="lg">
      <IconFileSpreadsheet size={40} aria-hidden stroke={1.5} />
      <Text ta="center">{t('bulk.intake.dropHere')}</Text>
      {fileName && (
        <Text ta="center" fw={500} size="sm">
          {fileName}
        </Text>
      )}
      <FileButton
        onChange={(file) => {
          if (file) onFiles([file]);
          // Choosing the same file again (after fixing it on disk) must still count as a change.
          resetPicker.current?.();
        }}
        resetRef={resetPicker}
        accept={SPREADSHEET_EXTENSIONS.join(',')}
        disabled={disabled}
        inputProps={{ 'aria-label': t('bulk.intake.chooseFile') }}
      >
        {(props) => (
          <Button {...props} disabled={disabled} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('bulk.intake.chooseFile')}
          </Button>
        )}
      </FileButton>
    </DropZone>
  );
}
