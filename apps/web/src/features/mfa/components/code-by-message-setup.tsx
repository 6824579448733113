import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useConfirmCodeFactor, useStartCodeFactor, type TCodeChannel } from '../api/code-factor.ts';

type TCodeByMessageSetupProps = {
  channel: TCodeChannel;
  /** The factor is on; `codes` are the recovery codes when it was the user's first factor (null otherwise). */
  onEnrolled: (codes: string[] | null) => void;
  onCancel: () => void;
};

/**
 * Codes by e-mail or SMS (clients): a first code, to the account's address or to the mobile number typed here,
 * typed back here, turns them on. Texts under `mfa.email` / `mfa.sms`.
 */
export function CodeByMessageSetup({ channel, onEnrolled, onCancel }: TCodeByMessageSetupProps) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const start = useStartCodeFactor();
  const confirm = useConfirmCodeFactor();
  const form = useForm({
    initialValues: { phone: '', code: '' },
    validate: {
      code: (value) => (!start.isSuccess || /^\d{6}$/.test(value.trim()) ? null : t('auth.emailLink.codeInvalid')),
      phone: (value) => (channel !== 'sms' || value.trim() ? null : t('mfa.sms.phoneRequired')),
    },
  });
  const send = () => {
    if (form.validateField('phone').hasError) return;
    const phone = channel === 'sms' ? form.values.phone.trim() : undefined;
    start.mutate(
      { channel, ...(phone === undefined ? {} : { phone }) },
      { onError: (error) => applyServerFieldErrors(error, ['phone'], form.setFieldError, fieldIssueText) },
    );
  };
  const submit = form.onSubmit(({ code }) =>
    confirm.mutate({ channel, code: code.trim() }, { onSuccess: (answer) => onEnrolled(answer.recovery_codes) }),
  );
  // A number refused is said beside its field, not again above the form.
  const phoneRefused = Boolean(form.errors.phone);
  const failure = start.isError && !phoneRefused ? start.error : confirm.isError ? confirm.error : null;
  const prefix = `mfa.${channel}`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(`${prefix}.intro`)}</Text>
        {failure != null && (
          <Alert color="red" variant="light">
            {errorText(failure)}
          </Alert>
        )}
        {channel === 'sms' && (
          <TextInput
            label={t('mfa.sms.phone')}
            description={t('mfa.sms.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            autoFocus
            {...form.getInputProps('phone')}
          />
        )}
        <Button
          variant={start.isSuccess ? 'subtle' : 'light'}
          leftSection={channel === 'sms' ? <IconMessage size={16} aria-hidden /> : <IconMail size={16} aria-hidden />}
          loading={start.isPending}
          loaderProps={{ 'aria-hidden': true }}
          onClick={send}
        >
          {start.isSuccess ? t(`${prefix}.sendAgain`) : t(`${prefix}.send`)}
        </Button>
        {start.isSuccess && (
          <>
            <Text size="sm" role="status">
              {t(`${prefix}.sent`)}
            </Text>
            <TextInput
              label={t(`${prefix}.code`)}
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
              {t(`${prefix}.confirm`)}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
