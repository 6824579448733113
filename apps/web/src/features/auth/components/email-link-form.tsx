import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useRequestEmailLink } from '../api/request-email-link.ts';
import { EmailCodeStep } from './email-code-step.tsx';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/**
 * "E-mail me a sign-in link" (clients): the address, then "check your e-mail, or type the code". The answer is
 * the same for every address, so the screen never says whether it has an account.
 */
export function EmailLinkForm({
  initialEmail,
  rememberMe,
  onBack,
}: {
  initialEmail: string;
  rememberMe: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const request = useRequestEmailLink();
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: {
      email: (value) =>
        !value.trim()
          ? t('auth.login.emailRequired')
          : looksLikeEmail(value.trim())
            ? null
            : t('auth.login.emailInvalid'),
    },
  });

  if (request.isSuccess) {
    return <EmailCodeStep email={form.values.email.trim()} rememberMe={rememberMe} onBack={() => request.reset()} />;
  }

  return (
    <form onSubmit={form.onSubmit(({ email }) => request.mutate({ email: email.trim() }))} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.emailLink.intro')}</Text>
        {request.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(request.error)}
          </Alert>
        )}
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          fullWidth
          leftSection={<IconMail size={16} aria-hidden />}
          loading={request.isPending}
          loaderProps={{ 'aria-hidden': true }}
        >
          {t('auth.emailLink.send')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack}>
          {t('auth.emailLink.usePassword')}
        </Anchor>
      </Stack>
    </form>
  );
}
