import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';

/** The server says how many tries a wrong code leaves in English ("3 tries left"); only the number is kept. */
function triesLeft(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'INVALID_CODE') return null;
  const issue = error.details.find((d) => d.field === 'code') ?? error.details[0];
  const tries = issue?.message.match(/\d+/)?.[0];
  return tries === undefined ? null : Number(tries);
}

type TOtpErrorProps = {
  error: unknown;
  /** Offered when the code can no longer be used (expired, spent or out of tries). */
  onSendNewCode?: () => void;
  sending?: boolean;
};

/** Spec §8: registration and OTP failures show an alert with the error text. */
export function OtpError({ error, onSendNewCode, sending = false }: TOtpErrorProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const tries = triesLeft(error);
  const expired = isApiError(error) && error.code === 'CODE_EXPIRED';

  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {errorText(error)}
          {tries !== null && ` ${t('registration.otp.triesLeft', { tries })}`}
        </Text>
        {expired && onSendNewCode && (
          <Button size="xs" variant="white" color="red" onClick={onSendNewCode} loading={sending}>
            {t('registration.otp.sendNewCode')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
