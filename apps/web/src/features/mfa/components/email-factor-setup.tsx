import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useConfirmEmailFactor, useStartEmailFactor } from '../api/email-factor.ts';

type TEmailFactorSetupProps = {
  /** Codes by e-mail are on; `codes` are the recovery codes when it was the user's first factor (null otherwise). */
  onEnrolled: (codes: string[] | null) => void;
  onCancel: () => void;
};

/** Codes by e-mail (clients): a first code to the account's address, typed here, turns them on. */
export function EmailFactorSetup({ onEnrolled, onCancel }: TEmailFactorSetupProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const start = useStartEmailFactor();
  const confirm = useConfirmEmailFactor();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (/^\d{6}$/.test(value.trim()) ? null : t('auth.emailLink.codeInvalid')) },
  });
  const submit = form.onSubmit(({ code }) =>
    confirm.mutate(code.trim(), { onSuccess: (answer) => onEnrolled(answer.recovery_codes) }),
  );
  const failure = start.isError ? start.error : confirm.isError ? confirm.error : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('mfa.email.intro')}</Text>
        {failure != null && (
          <Alert color="red" variant="light">
            {errorText(failure)}
          </Alert>
        )}
        <Button
          variant={start.isSuccess ? 'subtle' : 'light'}
          leftSection={<IconMail size={16} aria-hidden />}
          loading={start.isPending}
          loaderProps={{ 'aria-hidden': true }}
          onClick={() => start.mutate()}
        >
          {start.isSuccess ? t('mfa.email.sendAgain') : t('mfa.email.send')}
        </Button>
        {start.isSuccess && (
          <>
            <Text size="sm" role="status">
              {t('mfa.email.sent')}
            </Text>
            <TextInput
              label={t('mfa.email.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              {...form.getInputProps('code')}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          {start.isSuccess && (
            <Button type="submit" loading={confirm.isPending} loaderProps={{ 'aria-hidden': true }}>
              {t('mfa.email.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
