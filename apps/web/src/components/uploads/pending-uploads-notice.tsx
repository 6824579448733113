import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text.ts';
import { useSignedInUser } from '../../lib/session/use-session.ts';
import { usePendingUploadsSender } from '../../lib/uploads/use-pending-uploads-sender.ts';

/**
 * On every signed-in screen: files kept in this browser after a lost connection are sent when it is back,
 * and this says how many still wait, which were sent, and which the server refused.
 */
export function PendingUploadsNotice() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { uuid } = useSignedInUser();
  const { waiting, sent, refused, dismiss } = usePendingUploadsSender(uuid);
  if (waiting === 0 && sent.length === 0 && refused.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" role="status" data-testid="pending-uploads">
      {waiting > 0 && (
        <Alert color="yellow" variant="light">
          {t('uploads.pending.waiting', { count: waiting })}
        </Alert>
      )}
      {sent.length > 0 && (
        <Alert color="green" variant="light" withCloseButton onClose={dismiss}>
          {t('uploads.pending.sent', { count: sent.length, names: sent.join(', ') })}
        </Alert>
      )}
      {refused.map(({ name, error }) => (
        <Alert key={name} color="red" variant="light" withCloseButton onClose={dismiss}>
          {t('uploads.pending.refused', { name, reason: errorText(error) })}
        </Alert>
      ))}
    </Stack>
  );
}
