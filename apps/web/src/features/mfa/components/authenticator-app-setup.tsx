import { Alert, Button, Center, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useConfirmTotp } from '../api/confirm-totp.ts';
import { useStartTotpSetup } from '../api/start-totp-setup.ts';
import { groupInFours } from './group-in-fours.ts';

type TAuthenticatorAppSetupProps = {
  /** The app is on; `codes` are the recovery codes when it was the user's first factor (null otherwise). */
  onEnrolled: (codes: string[] | null) => void;
  onCancel: () => void;
};

/** Scan the QR code (or type the secret), then prove it with the app's first code. */
export function AuthenticatorAppSetup({ onEnrolled, onCancel }: TAuthenticatorAppSetupProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const start = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (/^\d{6}$/.test(value.trim()) ? null : t('auth.secondFactor.codeInvalid')) },
  });

  // One secret per visit: a second request (React's development double effects) would replace the one shown.
  const started = useRef(false);
  const { mutate: startSetup } = start;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  const submit = form.onSubmit(({ code }) =>
    confirm.mutate(code.trim(), { onSuccess: (answer) => onEnrolled(answer.recovery_codes) }),
  );

  if (start.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light">
          {errorText(start.error)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!start.data) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('mfa.totp.scan')}</Text>
        {/* The server draws the QR code as an SVG data URL of its own: never user content. */}
        <Center>
          <Image src={start.data.qr_code} alt={t('mfa.totp.qrAlt')} w={180} h={180} />
        </Center>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('mfa.totp.typeSecret')}
          </Text>
          <Text ff="monospace" fz="md" data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
            {groupInFours(start.data.secret)}
          </Text>
        </Stack>
        {confirm.isError && (
          <Alert color="red" variant="light">
            {errorText(confirm.error)}
          </Alert>
        )}
        <TextInput
          label={t('mfa.totp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('mfa.totp.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
