import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';

/**
 * Why the payroll information was not sent. The spec's 'Something went wrong. Please try again!' unless the
 * server said something the user can act on: a file over the limit (with the limit when it is stated), or
 * fields to correct (marked on the fields themselves).
 */
export function PayrollFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { fileSize } = useFormats();
  const { errorText } = useErrorText();
  let text = t('payroll.form.failed');
  if (isApiError(error) && error.code === 'PAYLOAD_TOO_LARGE') {
    const limit = Number(error.details.find((detail) => detail.field === 'max_bytes')?.message);
    text = errorText(error);
    if (Number.isFinite(limit) && limit > 0) text += ` ${t('uploads.limit', { size: fileSize(limit) })}`;
  } else if (isApiError(error) && (error.code === 'VALIDATION_ERROR' || error.code === 'UNSUPPORTED_MEDIA_TYPE')) {
    text = errorText(error);
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {text}
    </Alert>
  );
}
