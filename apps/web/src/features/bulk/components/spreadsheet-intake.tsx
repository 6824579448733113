import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PreviewTable } from './preview-table.tsx';
import { SheetDropArea } from './sheet-drop-area.tsx';
import { useIssueText } from './use-issue-text.ts';
import type { TSheetIntake } from './use-sheet-intake.ts';

type TSpreadsheetIntakeProps<F extends string> = {
  intake: TSheetIntake<F>;
  /** The sheet's columns in the order the preview shows them, with each one's header in the file. */
  headers: Partial<Record<F, string>>;
  columnLabel: (field: F) => string;
  disabled: boolean;
  /** Asked before a file is read; true refuses it, and the screen says why (push: the file type first). */
  refuseFile?: () => boolean;
};

/**
 * Drop or pick one spreadsheet; the first sheet is read in the browser and shown as an editable preview
 * (spec §2, §4, §5). Nothing is sent until the screen's submit button.
 */
export function SpreadsheetIntake<F extends string>({
  intake,
  headers,
  columnLabel,
  disabled,
  refuseFile,
}: TSpreadsheetIntakeProps<F>) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const fields = Object.keys(headers) as F[];
  const onFiles = async (files: File[]) => {
    if (refuseFile?.()) return;
    // Spec §5: 'Data processed successfully!' once the sheet is read.
    if (await intake.load(files)) notifications.show({ color: 'green', message: t('bulk.intake.processed') });
  };
  const problemText = intake.problem
    ? intake.problem === 'spreadsheetType' || intake.problem === 'spreadsheetEmpty'
      ? t(`errors.rules.${intake.problem}`)
      : t(`bulk.intake.${intake.problem}`)
    : undefined;
  // A missing column is named as the file must spell it, so the user can fix the sheet.
  const headerOf = (field: string) => (field in headers ? headers[field as F] : undefined);

  return (
    <Stack gap="md">
      <SheetDropArea
        onFiles={(files) => void onFiles(files)}
        disabled={disabled || intake.reading}
        fileName={intake.file?.name}
        error={problemText}
      />
      {intake.reading && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('bulk.intake.reading')}</Text>
        </Group>
      )}
      {intake.sheetIssues.length > 0 && (
        <Alert color="red" variant="light" title={t('bulk.intake.sheetProblems')}>
          <List size="sm">
            {intake.sheetIssues.map((issue, index) => (
              <List.Item key={index}>
                {headerOf(issue.field) ? `${headerOf(issue.field)}: ` : ''}
                {issueText(issue)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {intake.rows.length > 0 && (
        <>
          <PreviewTable intake={intake} fields={fields} columnLabel={columnLabel} disabled={disabled} />
          <Group gap="sm">
            <Button variant="default" size="xs" onClick={intake.selectClean} disabled={disabled}>
              {t('bulk.intake.selectClean')}
            </Button>
            <Button variant="default" size="xs" onClick={intake.clearSelection} disabled={disabled}>
              {t('bulk.intake.clearSelection')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
