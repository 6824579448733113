import { SIGNUP_CODE_LENGTH, SIGNUP_CODE_TTL_MINUTES, paths } from '@ledgerport/contract';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useConfirmSignup } from '../api/confirm-signup.ts';
import { useResendSignupCode } from '../api/resend-signup-code.ts';
import { OtpError } from './otp-error.tsx';

type TOtpValues = { username: string; code: string };

// A light check only: the server decides what a valid address is.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);
const CODE_PATTERN = new RegExp(`^\\d{${SIGNUP_CODE_LENGTH}}$`);
/** People paste codes with spaces ("123 456"): only the digits count. */
const digitsOf = (code: string) => code.replace(/\s/g, '');

/** Spec §5 OTP: e-mail and code required; as translation keys. */
const validate = {
  username: (value: string) =>
    !value.trim()
      ? 'registration.otp.emailRequired'
      : looksLikeEmail(value.trim())
        ? null
        : 'registration.otp.emailInvalid',
  code: (value: string) =>
    !digitsOf(value)
      ? 'registration.otp.codeRequired'
      : CODE_PATTERN.test(digitsOf(value))
        ? null
        : 'registration.otp.codeInvalid',
};

export function OtpForm({ email, codeSent }: { email: string; codeSent: boolean }) {
  const { t } = useTranslation();
  const { fieldIssueText } = useErrorText();
  const navigate = useNavigate();
  const confirm = useConfirmSignup();
  const resend = useResendSignupCode();
  const form = useForm<TOtpValues>({ initialValues: { username: email, code: '' }, validate });
  const minutes = SIGNUP_CODE_TTL_MINUTES;

  const submit = form.onSubmit((values) => {
    confirm.mutate(
      { username: values.username.trim(), code: digitsOf(values.code) },
      {
        onSuccess: () => navigate(`${paths.login}?validated=1`, { replace: true }),
        onError: (error) => {
          // A wrong code's detail is the tries left, which the alert already says: the field is only marked.
          if (isApiError(error) && error.code === 'INVALID_CODE') return form.setFieldError('code', true);
          applyServerFieldErrors(error, ['username', 'code'], (f, m) => form.setFieldError(f, m), fieldIssueText);
        },
      },
    );
  });
  const sendNewCode = () => {
    if (form.validateField('username').hasError) return;
    resend.mutate(form.values.username.trim(), {
      onSuccess: () => {
        // The old code is dead: its alert would only confuse next to "a new code is on its way".
        confirm.reset();
        form.setFieldValue('code', '');
      },
    });
  };
  const input = useRequiredField(form);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {codeSent && !resend.isSuccess && !confirm.isError && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('registration.otp.codeSent', { email, minutes, digits: SIGNUP_CODE_LENGTH })}
          </Alert>
        )}
        {resend.isSuccess && !confirm.isError && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {t('registration.otp.newCodeSent', { minutes })}
          </Alert>
        )}
        {confirm.isError && <OtpError error={confirm.error} onSendNewCode={sendNewCode} sending={resend.isPending} />}
        {resend.isError && <OtpError error={resend.error} />}
        <TextInput label={t('registration.email')} type="email" autoComplete="username" {...input('username')} />
        <TextInput
          label={t('registration.otp.code')}
          description={t('registration.otp.codeHint', { digits: SIGNUP_CODE_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGNUP_CODE_LENGTH + 2}
          {...input('code')}
        />
        <Button type="submit" fullWidth loading={confirm.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('registration.otp.submit')}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('registration.toLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
