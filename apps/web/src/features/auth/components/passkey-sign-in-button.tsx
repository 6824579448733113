import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { browserHasPasskeys } from '../../../lib/browser-has-passkeys.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey.ts';

/** "Sign in with a passkey": a passkey names its account itself, so no e-mail or password; `rememberMe` is the form's checkbox. */
export function PasskeySignInButton({ rememberMe }: { rememberMe: boolean }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const signIn = useSignInWithPasskey();
  if (!browserHasPasskeys()) return null;

  return (
    <Stack gap="xs">
      <Divider label={t('auth.secondFactor.or')} labelPosition="center" />
      {signIn.isError && (
        <Alert color="red" variant="light">
          {errorText(signIn.error)}
        </Alert>
      )}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconKey size={16} aria-hidden />}
        loading={signIn.isPending}
        loaderProps={{ 'aria-hidden': true }}
        onClick={() => signIn.mutate(rememberMe)}
      >
        {t('auth.login.withPasskey')}
      </Button>
    </Stack>
  );
}
