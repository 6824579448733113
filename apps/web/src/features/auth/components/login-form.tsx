import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLogin } from '../api/login.ts';
import { getBrowserFingerprint } from './fingerprint.ts';
import { paths } from '@ledgerport/contract';

type TLoginValues = { email: string; password: string; rememberMe: boolean };

// A light check only: the server decides what a valid address is.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/** Validation errors are kept as translation keys, so they follow a language switch. */
const validate = {
  email: (value: string) =>
    !value.trim() ? 'auth.login.emailRequired' : looksLikeEmail(value.trim()) ? null : 'auth.login.emailInvalid',
  password: (value: string) => (value ? null : 'auth.login.passwordRequired'),
};

export function LoginForm() {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const login = useLogin();
  const form = useForm<TLoginValues>({
    initialValues: { email: '', password: '', rememberMe: false },
    validate,
  });

  const submit = form.onSubmit((values) => {
    login.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
        fingerprint: getBrowserFingerprint(),
      },
      {
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const issue of error.details) {
            if (issue.field === 'email' || issue.field === 'password')
              form.setFieldError(issue.field, fieldIssueText(issue));
          }
        },
      },
    );
  });
  // Field errors are keys from `validate`, or server text already shown as is.
  const fieldError = (field: 'email' | 'password') => {
    const error = form.errors[field];
    return typeof error === 'string' && error.startsWith('auth.') ? t(error) : error;
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(login.error)}
          </Alert>
        )}
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
          error={fieldError('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
          {...form.getInputProps('password')}
          error={fieldError('password')}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox label={t('auth.login.rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('auth.login.submit')}
        </Button>
        <Anchor component={Link} to={paths.register} size="sm" ta="center">
          {t('auth.login.register')}
        </Anchor>
      </Stack>
    </form>
  );
}
