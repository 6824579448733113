import type { TSecondFactorRequest, TSecondFactorRequired } from '@ledgerport/contract';
import { Alert, Anchor, Button, Checkbox, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconKey, IconMail, IconMessage } from '@tabler/icons-react';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSendSecondFactorCode } from '../api/send-second-factor-code.ts';
import { useSignInSecondFactor } from '../api/sign-in-second-factor.ts';

type TSecondFactorFormProps = {
  secondFactor: TSecondFactorRequired['second_factor'];
  /** "Remember me" of the password step: how long the session is kept. */
  rememberMe: boolean;
  /** Back to the password step; `expired` when the five minutes the server allows for this step have passed. */
  onBack: (expired: boolean) => void;
};

type TValues = { code: string; recoveryCode: string; rememberDevice: boolean };
/**
 * What the step asks for: the app's code, a recovery code, the passkey (a button, no field) or a code e-mailed
 * or texted on request.
 */
type TMode = 'code' | 'recovery' | 'passkey' | 'email' | 'sms';

/**
 * The step opens on the user's own factor: the authenticator code when they have the app, else the passkey (a
 * passkey-only user has no code to type, so a code field first would only mislead them).
 */
const firstMode = (secondFactor: TSecondFactorRequired['second_factor']): TMode =>
  secondFactor.methods.includes('totp')
    ? 'code'
    : secondFactor.methods.includes('email_code')
      ? 'email'
      : secondFactor.methods.includes('sms_code')
        ? 'sms'
        : hasPasskey(secondFactor)
          ? 'passkey'
          : 'code';
const hasPasskey = (secondFactor: TSecondFactorRequired['second_factor']) =>
  secondFactor.methods.includes('passkey') && secondFactor.passkey_options !== undefined;

const INTRO: Record<TMode, string> = {
  code: 'auth.secondFactor.codeIntro',
  recovery: 'auth.secondFactor.recoveryIntro',
  passkey: 'auth.secondFactor.passkeyIntro',
  email: 'auth.secondFactor.emailIntro',
  sms: 'auth.secondFactor.smsIntro',
};

/** The second step of a sign-in: the authenticator app's code, a recovery code, or a passkey. */
export function SecondFactorForm({ secondFactor, rememberMe, onBack }: TSecondFactorFormProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const verify = useSignInSecondFactor(rememberMe);
  const sendCode = useSendSecondFactorCode();
  const [mode, setMode] = useState<TMode>(() => firstMode(secondFactor));
  const [passkeyError, setPasskeyError] = useState<unknown>(null);
  const byMessage = mode === 'email' || mode === 'sms';
  const smsTo = { to: secondFactor.sms_to };
  const form = useForm<TValues>({
    initialValues: { code: '', recoveryCode: '', rememberDevice: false },
    validate: {
      code: (value) =>
        (mode !== 'code' && !byMessage) || /^\d{6}$/.test(value.trim()) ? null : t('auth.secondFactor.codeInvalid'),
      recoveryCode: (value) => (mode !== 'recovery' || value.trim() ? null : t('auth.secondFactor.recoveryRequired')),
    },
  });

  const send = (
    factor: Pick<TSecondFactorRequest, 'code' | 'recovery_code' | 'passkey' | 'email_code' | 'sms_code'>,
  ) => {
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
    send(
      mode === 'recovery'
        ? { recovery_code: values.recoveryCode.trim() }
        : mode === 'email'
          ? { email_code: values.code.trim() }
          : mode === 'sms'
            ? { sms_code: values.code.trim() }
            : { code: values.code.trim() },
    ),
  );
  const messageMe = () =>
    sendCode.mutate(
      { challenge: secondFactor.challenge, channel: mode === 'sms' ? 'sms' : 'email' },
      {
        onError: (error) => {
          if (isApiError(error) && error.code === 'SIGN_IN_EXPIRED') onBack(true);
        },
      },
    );
  const usePasskey = async () => {
    try {
      // Loaded when used: the sign-in screen's first download stays within its budget.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = secondFactor.passkey_options as unknown as PublicKeyCredentialRequestOptionsJSON;
      // Spread: the library's typed answer, as the plain JSON object the contract takes.
      send({ passkey: { ...(await startAuthentication({ optionsJSON })) } });
    } catch (error) {
      setPasskeyError(error);
    }
  };
  const switchTo = (next: TMode) => {
    setMode(next);
    setPasskeyError(null);
    form.clearErrors();
    verify.reset();
    sendCode.reset();
  };
  const failure = verify.isError ? verify.error : sendCode.isError ? sendCode.error : passkeyError;
  // From a recovery code, back to the factor the step opened on.
  const usual = firstMode(secondFactor);
  const passkeyButton = (primary: boolean) => (
    <Button
      variant={primary ? 'filled' : 'default'}
      fullWidth
      leftSection={<IconKey size={16} aria-hidden />}
      loading={primary && verify.isPending}
      loaderProps={{ 'aria-hidden': true }}
      autoFocus={primary}
      onClick={usePasskey}
    >
      {t('auth.secondFactor.usePasskey')}
    </Button>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(INTRO[mode], smsTo)}</Text>
        {failure != null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(failure)}
          </Alert>
        )}
        {mode === 'recovery' && (
          <TextInput
            key="recovery"
            label={t('auth.secondFactor.recoveryCode')}
            autoComplete="off"
            autoFocus
            {...form.getInputProps('recoveryCode')}
          />
        )}
        {byMessage && (
          <Button
            variant={sendCode.isSuccess ? 'subtle' : 'light'}
            leftSection={mode === 'sms' ? <IconMessage size={16} aria-hidden /> : <IconMail size={16} aria-hidden />}
            loading={sendCode.isPending}
            loaderProps={{ 'aria-hidden': true }}
            autoFocus={!sendCode.isSuccess}
            onClick={messageMe}
          >
            {sendCode.isSuccess ? t('auth.secondFactor.emailAgain') : t(`auth.secondFactor.${mode}Me`)}
          </Button>
        )}
        {byMessage && sendCode.isSuccess && (
          <Text size="sm" role="status">
            {t(`auth.secondFactor.${mode}Sent`, smsTo)}
          </Text>
        )}
        {(mode === 'code' || (byMessage && sendCode.isSuccess)) && (
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
        {mode === 'passkey' ? (
          passkeyButton(true)
        ) : byMessage && !sendCode.isSuccess ? null : (
          <Button type="submit" fullWidth loading={verify.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('auth.secondFactor.submit')}
          </Button>
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={() => switchTo(mode === 'recovery' ? usual : 'recovery')}
        >
          {mode !== 'recovery'
            ? t('auth.secondFactor.useRecoveryCode')
            : usual === 'passkey'
              ? t('auth.secondFactor.usePasskeyInstead')
              : usual === 'email' || usual === 'sms'
                ? t(`auth.secondFactor.${usual}Instead`, smsTo)
                : t('auth.secondFactor.useCode')}
        </Anchor>
        {usual === 'email' && mode !== 'recovery' && secondFactor.methods.includes('sms_code') && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => switchTo(mode === 'sms' ? 'email' : 'sms')}
          >
            {t(`auth.secondFactor.${mode === 'sms' ? 'email' : 'sms'}Instead`, smsTo)}
          </Anchor>
        )}
        {usual !== 'passkey' && hasPasskey(secondFactor) && (
          <>
            <Divider label={t('auth.secondFactor.or')} labelPosition="center" />
            {passkeyButton(false)}
          </>
        )}
        <Anchor component="button" type="button" size="sm" ta="center" onClick={() => onBack(false)}>
          {t('auth.secondFactor.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
