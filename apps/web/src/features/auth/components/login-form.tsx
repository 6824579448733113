import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconClockExclamation, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useClientSignInMethods } from '../api/get-client-sign-in-methods.ts';
import { useLogin } from '../api/login.ts';
import { getBrowserFingerprint } from './fingerprint.ts';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { EmailLinkStep, preloadEmailLinkStep } from './email-link-step.tsx';
import { preloadSecondFactorStep, SecondFactorStep } from './second-factor-step.tsx';
import { isSecondFactorRequired, paths, type TSecondFactorRequired } from '@ledgerport/contract';
import { useLoginFields } from './login-fields.ts';

export function LoginForm() {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const login = useLogin();
  const form = useLoginFields();
  // Set once the password was right and the account has a second factor: the form shows the second step.
  const [secondFactor, setSecondFactor] = useState<TSecondFactorRequired['second_factor'] | null>(null);
  const [expired, setExpired] = useState(false);
  // "E-mail me a sign-in link" (clients, where the firm allows it) replaces the password form until "back".
  const [byEmail, setByEmail] = useState(false);
  const methods = useClientSignInMethods();

  const submit = form.onSubmit((values) => {
    setExpired(false);
    preloadSecondFactorStep();
    login.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
        fingerprint: getBrowserFingerprint(),
      },
      {
        onSuccess: (response) => {
          if (isSecondFactorRequired(response)) setSecondFactor(response.second_factor);
        },
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
    return error?.startsWith('auth.') ? t(error) : error;
  };

  if (secondFactor) {
    const back = (timedOut: boolean) => {
      setSecondFactor(null);
      setExpired(timedOut);
      login.reset();
    };
    return <SecondFactorStep secondFactor={secondFactor} rememberMe={form.values.rememberMe} onBack={back} />;
  }
  if (byEmail) {
    return (
      <EmailLinkStep
        initialEmail={form.values.email.trim()}
        rememberMe={form.values.rememberMe}
        onBack={() => setByEmail(false)}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {expired && (
          <Alert color="yellow" variant="light" icon={<IconClockExclamation aria-hidden />}>
            {t('errors.codes.SIGN_IN_EXPIRED')}
          </Alert>
        )}
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
          {...form.textProps('email')}
          error={fieldError('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
          {...form.textProps('password')}
          error={fieldError('password')}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox label={t('auth.login.rememberMe')} {...form.rememberMeProps} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('auth.login.submit')}
        </Button>
        {methods.email_link && (
          <Button
            variant="default"
            fullWidth
            leftSection={<IconMail size={16} aria-hidden />}
            onPointerEnter={preloadEmailLinkStep}
            onFocus={preloadEmailLinkStep}
            onClick={() => setByEmail(true)}
          >
            {t('auth.login.withEmailLink')}
          </Button>
        )}
        <Anchor component={Link} to={paths.register} size="sm" ta="center">
          {t('auth.login.register')}
        </Anchor>
        {methods.passkey && <PasskeySignInButton rememberMe={form.values.rememberMe} />}
      </Stack>
    </form>
  );
}
