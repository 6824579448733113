import { validationMessageId, type TFieldIssue } from '@ledgerport/contract';
import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';

type TSubmitFailureProps = {
  error: unknown;
  /** The server named rows: they are marked in the preview, and this says so. */
  rowsRefused: boolean;
  /** Details the screen did not show elsewhere (about the file itself, e.g. an unsafe spreadsheet). */
  others: TFieldIssue[];
  /** The spec's text for any other failure of this screen. */
  fallbackKey: string;
};

/**
 * Why the sheet was not accepted. Row problems are marked beside their rows; a file over the limit says the
 * limit; problems with the file itself are listed; anything else is the screen's message from the spec (§8).
 */
export function SubmitFailure({ error, rowsRefused, others, fallbackKey }: TSubmitFailureProps) {
  const { t } = useTranslation();
  const { fileSize } = useFormats();
  const { errorText, fieldIssueText } = useErrorText();
  let text = t(fallbackKey);
  if (rowsRefused) text = t('bulk.intake.rowsRefused');
  else if (isApiError(error) && error.code === 'PAYLOAD_TOO_LARGE') {
    const limit = Number(error.details.find((detail) => detail.field === 'max_bytes')?.message);
    text = errorText(error);
    if (Number.isFinite(limit) && limit > 0) text += ` ${t('uploads.limit', { size: fileSize(limit) })}`;
  } else if (isApiError(error) && (error.code === 'FORBIDDEN' || error.status === 0)) {
    text = errorText(error);
  }
  const known = others.filter((issue) => validationMessageId(issue.message));
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {text}
      {known.length > 0 && (
        <List size="sm" mt="xs">
          {known.map((issue, index) => (
            <List.Item key={index}>{fieldIssueText(issue)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
