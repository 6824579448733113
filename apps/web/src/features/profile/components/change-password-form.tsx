import { Alert, Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { PASSWORD_HINT_KEY } from '../../../lib/password-rule.ts';
import { useChangePassword } from '../api/change-password.ts';
import {
  emptyPasswordValues,
  PASSWORD_FORM_FIELDS,
  passwordFormRules,
  type TPasswordFormValues,
} from './profile-form-rules.ts';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const change = useChangePassword();
  const form = useForm<TPasswordFormValues>({ initialValues: emptyPasswordValues, validate: passwordFormRules });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (isApiError(error) && error.code === 'WRONG_CURRENT_PASSWORD') {
          form.setFieldError('current_password', 'errors.codes.WRONG_CURRENT_PASSWORD');
        } else {
          applyServerFieldErrors(error, PASSWORD_FORM_FIELDS, form.setFieldError, fieldIssueText);
        }
      },
    }),
  );
  const input = useRequiredField(form);
  const toggle = { 'aria-label': t('auth.login.toggleVisibility') };
  // A wrong current password is said beside its field; anything else (e.g. too many attempts) above the form.
  const wrongCurrent = isApiError(change.error) && change.error.code === 'WRONG_CURRENT_PASSWORD';

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.password.title')}
        </Title>
        {change.isError && !wrongCurrent && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(change.error)}
          </Alert>
        )}
        {change.isSuccess && (
          <Alert color="green" variant="light" role="status" icon={<IconCheck aria-hidden />}>
            {t('profile.password.changed')}
          </Alert>
        )}
        <PasswordInput
          label={t('profile.password.current')}
          autoComplete="current-password"
          visibilityToggleButtonProps={toggle}
          {...input('current_password')}
        />
        <PasswordInput
          label={t('profile.password.new')}
          description={t(PASSWORD_HINT_KEY)}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          {...input('password')}
        />
        <PasswordInput
          label={t('profile.password.confirm')}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          {...input('password_confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
