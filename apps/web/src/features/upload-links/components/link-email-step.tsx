import { LOCALES, type TLocale, type TUploadLinkGrant } from '@ledgerport/contract';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSendLinkCode } from '../api/send-link-code.ts';
import { useVerifyLinkCode } from '../api/verify-link-code.ts';

type TProps = { token: string; onVerified: (grant: TUploadLinkGrant) => void };

/** The e-mail check the firm asked for: an address, a six-digit code sent to it, then the files. */
export function LinkEmailStep({ token, onVerified }: TProps) {
  const { t, i18n } = useTranslation();
  const { errorText } = useErrorText();
  const send = useSendLinkCode(token);
  const verify = useVerifyLinkCode(token);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const language = i18n.resolvedLanguage ?? 'en';
  const locale = ((LOCALES as readonly string[]).includes(language) ? language : 'en') as TLocale;
  const sentTo = send.isSuccess ? send.variables.email : null;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('uploadLinks.page.emailTitle')}
        </Title>
        <Text size="sm">{t('uploadLinks.page.emailIntro')}</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (email.trim()) send.mutate({ email: email.trim(), locale });
          }}
        >
          <Stack gap="xs">
            <TextInput
              type="email"
              label={t('uploadLinks.page.email')}
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <Button type="submit" variant={sentTo ? 'default' : 'filled'} loading={send.isPending} w="fit-content">
              {sentTo ? t('uploadLinks.page.sendAgain') : t('uploadLinks.page.sendCode')}
            </Button>
          </Stack>
        </form>
        {sentTo && (
          <Text size="sm" c="green" role="status">
            {t('uploadLinks.page.codeSent', { email: sentTo })}
          </Text>
        )}
        {send.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(send.error)}
          </Alert>
        )}
        {sentTo && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              verify.mutate({ email: sentTo, code: code.trim() }, { onSuccess: onVerified });
            }}
          >
            <Stack gap="xs">
              <TextInput
                label={t('uploadLinks.page.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
              {verify.isError && (
                <Alert color="red" variant="light" role="alert">
                  {errorText(verify.error)}
                </Alert>
              )}
              <Button type="submit" disabled={!/^\d{6}$/.test(code.trim())} loading={verify.isPending} w="fit-content">
                {t('uploadLinks.page.confirm')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
