import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useFormErrorText } from '../../../lib/form-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { paths } from '@ledgerport/contract';

// A light check only: the server decides what a valid address is.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Spec §5 forgot password: e-mail required and valid; as translation keys. */
const validate = {
  email: (value: string) =>
    !value.trim() ? 'passwordReset.emailRequired' : looksLikeEmail(value.trim()) ? null : 'passwordReset.emailInvalid',
};

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const shown = useFormErrorText();
  const request = useRequestPasswordReset();
  const form = useForm({ initialValues: { email: '' }, validate });

  const submit = form.onSubmit((values) => {
    request.mutate(
      { email: values.email.trim() },
      {
        onError: (error) =>
          applyServerFieldErrors(error, ['email'], (f, m) => form.setFieldError(f, m), fieldIssueText),
      },
    );
  });
  const email = form.getInputProps('email');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {/* The same answer for every address: it never tells whether an account exists. */}
        {request.isSuccess && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {t('passwordReset.linkSent')}
          </Alert>
        )}
        {request.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(request.error)}
          </Alert>
        )}
        <TextInput
          label={t('passwordReset.email')}
          type="email"
          autoComplete="username"
          required
          {...email}
          error={shown(email.error)}
        />
        <Button type="submit" fullWidth loading={request.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('passwordReset.submit')}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('passwordReset.toLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
