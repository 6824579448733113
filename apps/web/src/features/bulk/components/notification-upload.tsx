import type { TBulkNotificationKind, TFieldIssue, TNotificationRowField } from '@ledgerport/contract';
import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSubmitBulkNotifications } from '../api/submit-bulk-notifications.ts';
import { NOTIFICATION_SCREENS } from './bulk-screens.ts';
import { NOTIFICATION_SHEETS } from './bulk-sheets.ts';
import {
  PushMessageFields,
  pushMessageErrors,
  type TPushMessage,
  type TPushMessageErrors,
} from './push-message-fields.tsx';
import { SelectionProblem } from './selection-problem.tsx';
import { SendProgress } from './send-progress.tsx';
import { SpreadsheetIntake } from './spreadsheet-intake.tsx';
import { SubmitFailure } from './submit-failure.tsx';
import { useSheetIntake } from './use-sheet-intake.ts';
import { useSheetSubmission } from './use-sheet-submission.ts';
import { paths } from '@ledgerport/contract';

/** Spec §4: after a sales-tax or payroll-tax submit, the result screen after 2 seconds (push: at once). */
const RESULTS_REDIRECT_MS = 2000;
/** Spec §2 / §9: the push screen's one file type (the mechanism option). */
const PUSH_FILE_TYPE = 'PushNotification';

/**
 * A notification sheet's upload screen (spec §2): the intake, for push the file type first and the message,
 * then 'Submit Selected Data'. The server stores a batch and answers at once; the result screen follows it.
 */
export function NotificationUpload({ kind }: { kind: TBulkNotificationKind }) {
  const { t } = useTranslation();
  const { fieldIssueText } = useErrorText();
  const navigate = useNavigate();
  const sheet = NOTIFICATION_SHEETS[kind];
  const screens = NOTIFICATION_SCREENS[kind];
  const isPush = kind === 'PUSH';
  const intake = useSheetIntake(sheet);
  const mutation = useSubmitBulkNotifications();
  const submission = useSheetSubmission(intake, mutation);
  const [fileType, setFileType] = useState<string | null>(null);
  const [fileTypeMissing, setFileTypeMissing] = useState(false);
  const [message, setMessage] = useState<TPushMessage>({ subject: '', body: '' });
  const [messageErrors, setMessageErrors] = useState<TPushMessageErrors>({});
  const [resultPath, setResultPath] = useState<string | null>(null);
  const busy = mutation.isPending || resultPath !== null;

  useEffect(() => {
    if (!resultPath) return;
    const timer = setTimeout(() => void navigate(resultPath), isPush ? 0 : RESULTS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [resultPath, isPush, navigate]);

  const columnLabel = (field: TNotificationRowField) =>
    field === 'amount' ? t(`bulk.columns.amount_${kind}`) : t(`bulk.columns.${field}`);

  // Push: the subject and body are checked by the server too; its texts land on the fields.
  const onOtherIssues = (issues: TFieldIssue[]) => {
    const fieldOf: Record<string, keyof TPushMessage> = { email_subject: 'subject', email_body: 'body' };
    const onFields: TPushMessageErrors = {};
    const rest = issues.filter((issue) => {
      const field = fieldOf[issue.field.replace(/^batch\./, '')];
      if (field) onFields[field] = fieldIssueText(issue);
      return !field;
    });
    setMessageErrors(onFields);
    return rest;
  };

  const submit = () => {
    if (isPush && !fileType) return setFileTypeMissing(true);
    const selected = submission.checkSelection();
    const errors = isPush ? pushMessageErrors(message) : {};
    setMessageErrors(errors);
    if (!selected || Object.keys(errors).length > 0) return;
    submission.send(
      (selectedRows, edits) => ({
        kind,
        selected_rows: selectedRows,
        edits,
        ...(isPush ? { email_subject: message.subject.trim(), email_body: message.body.trim() } : {}),
      }),
      selected,
      {
        onSuccess: (batch) => {
          notifications.show({ color: 'green', message: t('bulk.submitted') });
          // The result screen follows the new batch by its id (push: the list, with this message's recipients).
          setResultPath(paths.bulkBatch(screens.results, batch.uuid));
        },
        onOtherIssues,
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {isPush && (
          <Select
            label={t('bulk.push.fileType')}
            placeholder={t('bulk.push.fileTypePlaceholder')}
            data={[{ value: PUSH_FILE_TYPE, label: t('bulk.push.fileTypePush') }]}
            value={fileType}
            onChange={(value) => {
              setFileType(value);
              if (value) setFileTypeMissing(false);
            }}
            error={fileTypeMissing ? t('bulk.push.fileTypeFirst') : undefined}
            disabled={busy}
            withAsterisk
            maw={360}
          />
        )}
        <SpreadsheetIntake
          intake={intake}
          headers={sheet.headers}
          columnLabel={columnLabel}
          disabled={busy}
          refuseFile={() => {
            // Spec §5: 'Please select file type first.'
            const refused = isPush && !fileType;
            setFileTypeMissing(refused);
            return refused;
          }}
        />
        {isPush && <PushMessageFields value={message} onChange={setMessage} errors={messageErrors} disabled={busy} />}
        {submission.selectionProblem && <SelectionProblem problem={submission.selectionProblem} />}
        {submission.progress !== null && intake.file && (
          <SendProgress fileName={intake.file.name} percent={submission.progress} />
        )}
        {submission.failure && <SubmitFailure {...submission.failure} fallbackKey="bulk.failed" />}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={screens.results} variant="default">
            {t('bulk.cancel')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={mutation.isPending}
            disabled={resultPath !== null}
            onClick={submit}
          >
            {t('bulk.submitSelected')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
