import { isSecondFactorRequired, type TSecondFactorRequired } from '@ledgerport/contract';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSignInWithEmail } from '../api/sign-in-with-email.ts';
import { preloadSecondFactorStep, SecondFactorStep } from './second-factor-step.tsx';

/**
 * After "e-mail me a sign-in link": check your e-mail (open the link here), or type its 6-digit code. A second step
 * follows when the client has a factor (or the firm requires one).
 */
export function EmailCodeStep({
  email,
  rememberMe,
  onBack,
}: {
  email?: string;
  rememberMe: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const signIn = useSignInWithEmail();
  const [secondFactor, setSecondFactor] = useState<TSecondFactorRequired['second_factor'] | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (/^\d{6}$/.test(value.trim()) ? null : t('auth.emailLink.codeInvalid')) },
  });

  if (secondFactor) {
    return <SecondFactorStep secondFactor={secondFactor} rememberMe={rememberMe} onBack={() => onBack()} />;
  }
  const submit = form.onSubmit(({ code }) => {
    preloadSecondFactorStep();
    signIn.mutate(
      { code: code.trim(), rememberMe },
      { onSuccess: (answer) => isSecondFactorRequired(answer) && setSecondFactor(answer.second_factor) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert
          color="blue"
          variant="light"
          icon={<IconMailOpened aria-hidden />}
          title={t('auth.emailLink.checkTitle')}
        >
          {email ? t('auth.emailLink.checkTextTo', { email }) : t('auth.emailLink.checkText')}
        </Alert>
        {signIn.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(signIn.error)}
          </Alert>
        )}
        <Text size="sm">{t('auth.emailLink.codeIntro')}</Text>
        <TextInput
          label={t('auth.emailLink.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={signIn.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('auth.emailLink.signIn')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack}>
          {t('auth.emailLink.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
