import type { TSecondFactorRequest, TSecondFactorRequired } from '@ledgerport/contract';
import { Alert, Anchor, Button, Checkbox, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSignInSecondFactor } from '../api/sign-in-second-factor.ts';

type TSecondFactorFormProps = {
  secondFactor: TSecondFactorRequired['second_factor'];
  /** "Remember me" of the password step: how long the session is kept. */
  rememberMe: boolean;
  /** Back to the password step; `expired` when the five minutes the server allows for this step have passed. */
  onBack: (expired: boolean) => void;
};

type TValues = { code: string; recoveryCode: string; rememberDevice: boolean };

/** The second step of a sign-in: the authenticator app's code, a recovery code, or a passkey. */
export function SecondFactorForm({ secondFactor, rememberMe, onBack }: TSecondFactorFormProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const verify = useSignInSecondFactor(rememberMe);
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [passkeyError, setPasskeyError] = useState<unknown>(null);
  const form = useForm<TValues>({
    initialValues: { code: '', recoveryCode: '', rememberDevice: false },
    validate: {
      code: (value) => (useRecoveryCode || /^\d{6}$/.test(value.trim()) ? null : t('auth.secondFactor.codeInvalid')),
      recoveryCode: (value) => (!useRecoveryCode || value.trim() ? null : t('auth.secondFactor.recoveryRequired')),
    },
  });

  const send = (factor: Pick<TSecondFactorRequest, 'code' | 'recovery_code' | 'passkey'>) => {
    setPasskeyError(null);
    verify.mutate(
      { challenge: secondFactor.challenge, rememberDevice: form.values.rememberDevice, ...factor },
      {
        onError: (error) => {
          if (isApiError(error) && error.code === 'SIGN_IN_EXPIRED') onBack(true);
        },
      },
    );
  };
  const submit = form.onSubmit((values) =>
    send(useRecoveryCode ? { recovery_code: values.recoveryCode.trim() } : { code: values.code.trim() }),
  );
  const usePasskey = async () => {
    try {
      const optionsJSON = secondFactor.passkey_options as unknown as PublicKeyCredentialRequestOptionsJSON;
      // Spread: the library's typed answer, as the plain JSON object the contract takes.
      send({ passkey: { ...(await startAuthentication({ optionsJSON })) } });
    } catch (error) {
      setPasskeyError(error);
    }
  };
  const toggleRecoveryCode = () => {
    setUseRecoveryCode((on) => !on);
    form.clearErrors();
    verify.reset();
  };
  const failure = verify.isError ? verify.error : passkeyError;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {useRecoveryCode ? t('auth.secondFactor.recoveryIntro') : t('auth.secondFactor.codeIntro')}
        </Text>
        {failure != null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(failure)}
          </Alert>
        )}
        {useRecoveryCode ? (
          <TextInput
            key="recovery"
            label={t('auth.secondFactor.recoveryCode')}
            autoComplete="off"
            autoFocus
            {...form.getInputProps('recoveryCode')}
          />
        ) : (
          <TextInput
            key="code"
            label={t('auth.secondFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            {...form.getInputProps('code')}
          />
        )}
        <Checkbox
          label={t('auth.secondFactor.rememberDevice')}
          {...form.getInputProps('rememberDevice', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={verify.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('auth.secondFactor.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={toggleRecoveryCode}>
          {useRecoveryCode ? t('auth.secondFactor.useCode') : t('auth.secondFactor.useRecoveryCode')}
        </Anchor>
        {secondFactor.methods.includes('passkey') && secondFactor.passkey_options && (
          <>
            <Divider label={t('auth.secondFactor.or')} labelPosition="center" />
            <Button variant="default" fullWidth leftSection={<IconKey size={16} aria-hidden />} onClick={usePasskey}>
              {t('auth.secondFactor.usePasskey')}
            </Button>
          </>
        )}
        <Anchor component="button" type="button" size="sm" ta="center" onClick={() => onBack(false)}>
          {t('auth.secondFactor.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
