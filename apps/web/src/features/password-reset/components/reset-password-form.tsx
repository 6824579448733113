import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { newPasswordError, PASSWORD_HINT_KEY, PASSWORDS_DONT_MATCH_KEY } from '../../../lib/password-rule.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { LinkExpired } from './link-expired.tsx';
import { paths } from '@ledgerport/contract';

type TResetValues = { password: string; password_confirmation: string };
const FIELDS = ['password', 'password_confirmation'];

const validate = {
  password: (value: string) => (value ? newPasswordError(value) : 'passwordReset.passwordRequired'),
  password_confirmation: (value: string, values: TResetValues) =>
    !value ? 'passwordReset.confirmationRequired' : value === values.password ? null : PASSWORDS_DONT_MATCH_KEY,
};

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<TResetValues>({ initialValues: { password: '', password_confirmation: '' }, validate });
  const input = useRequiredField(form);

  const submit = form.onSubmit((values) => {
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => navigate(`${paths.login}?reset=1`, { replace: true }),
        onError: (error) => applyServerFieldErrors(error, FIELDS, (f, m) => form.setFieldError(f, m), fieldIssueText),
      },
    );
  });
  // The link died while the form was open (used in another tab, or the hour ran out).
  if (isApiError(reset.error) && reset.error.code === 'LINK_EXPIRED') return <LinkExpired />;

  const toggle = { 'aria-label': t('auth.login.toggleVisibility') };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {reset.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(reset.error)}
          </Alert>
        )}
        <TextInput label={t('passwordReset.email')} type="email" value={email} readOnly autoComplete="username" />
        <PasswordInput
          label={t('passwordReset.newPassword')}
          description={t(PASSWORD_HINT_KEY)}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          {...input('password')}
        />
        <PasswordInput
          label={t('passwordReset.confirmPassword')}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          {...input('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={reset.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('passwordReset.save')}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('passwordReset.toLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
