import type { TInvitedUser } from '@ledgerport/contract';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { newPasswordError, PASSWORD_HINT_KEY } from '../../../lib/password-rule.ts';
import { useRegister } from '../api/register.ts';
import { otpValidationPath } from './otp-path.ts';
import { ReadOnlyField } from './read-only-field.tsx';
import { paths } from '@ledgerport/contract';

type TRegisterValues = { name: string; password: string };

/** Spec §5 registration rules, as translation keys (the e-mail and phone come from the invitation). */
const validate = {
  name: (value: string) => (value.trim() ? null : 'registration.nameRequired'),
  password: (value: string) => (value ? newPasswordError(value) : 'registration.passwordRequired'),
};

export function RegisterForm({ token, invitee }: { token: string; invitee: TInvitedUser }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<TRegisterValues>({ initialValues: { name: invitee.name, password: '' }, validate });

  const submit = form.onSubmit((values) => {
    register.mutate(
      { token, name: values.name.trim(), password: values.password },
      {
        // The code went to the invitation's address: the code screen starts with it filled in.
        onSuccess: (sent) => navigate(otpValidationPath(sent.email, { codeSent: true })),
        onError: (error) =>
          applyServerFieldErrors(error, ['name', 'password'], (f, m) => form.setFieldError(f, m), fieldIssueText),
      },
    );
  });
  const input = useRequiredField(form);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {register.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(register.error)}
          </Alert>
        )}
        <TextInput label={t('registration.name')} autoComplete="name" {...input('name')} />
        <ReadOnlyField label={t('registration.email')} type="email" value={invitee.email} autoComplete="username" />
        {invitee.phone_mobile && (
          <ReadOnlyField label={t('registration.phone')} type="tel" value={invitee.phone_mobile} />
        )}
        <PasswordInput
          label={t('registration.password')}
          description={t(PASSWORD_HINT_KEY)}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.toggleVisibility') }}
          {...input('password')}
        />
        <Text size="sm">
          <Trans
            i18nKey="registration.acceptTerms"
            components={{
              terms: <Anchor component={Link} to={paths.terms} target="_blank" rel="noopener noreferrer" />,
            }}
          />
        </Text>
        <Button type="submit" fullWidth loading={register.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('registration.submit')}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('registration.toLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
