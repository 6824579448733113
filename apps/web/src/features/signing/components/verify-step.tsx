import type { TSignerEnvelope } from '@ledgerport/contract';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSendCode } from '../api/send-code.ts';
import type { TSignerAccess } from '../api/signing-keys.ts';
import { useVerifySigner } from '../api/verify-signer.ts';

type TProps = { access: TSignerAccess; me: TSignerEnvelope['me'] };

/** Form 8879 level (and link signers): a one-time code sent to the signer, and the data the firm knows. */
export function VerifyStep({ access, me }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [code, setCode] = useState('');
  const [known, setKnown] = useState('');
  const send = useSendCode(access);
  const verify = useVerifySigner(access);
  const triesLeft = triesLeftOf(verify.error) ?? me.tries_left;
  const ready = code.trim().length >= 4 && (!me.known_data_label || known.trim() !== '');

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('signing.verify.title')}
        </Title>
        <Text size="sm">{t('signing.verify.intro')}</Text>
        <Group gap="xs">
          {me.code_channels.map(({ channel, to }) => (
            <Button
              key={channel}
              variant="light"
              loading={send.isPending && send.variables === channel}
              onClick={() => send.mutate(channel)}
            >
              {t(`signing.verify.send.${channel}`, { to })}
            </Button>
          ))}
        </Group>
        {send.data && (
          <Text size="sm" c="green" role="status">
            {t('signing.verify.sent', { to: send.data.to })}
          </Text>
        )}
        {send.error != null && (
          <Alert color="red" variant="light">
            {errorText(send.error)}
          </Alert>
        )}
        <TextInput
          label={t('signing.verify.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
        />
        {me.known_data_label && (
          <PasswordInput
            label={me.known_data_label}
            description={t('signing.verify.knownHint')}
            value={known}
            onChange={(e) => setKnown(e.currentTarget.value)}
            maxLength={200}
          />
        )}
        {verify.error != null && (
          <Alert color="red" variant="light">
            {errorText(verify.error)}
          </Alert>
        )}
        <Text size="xs" c={triesLeft <= 1 ? 'red' : 'dimmed'}>
          {t('signing.verify.triesLeft', { count: triesLeft })}
        </Text>
        <Button
          disabled={!ready}
          loading={verify.isPending}
          w="fit-content"
          onClick={() =>
            verify.mutate({ code: code.trim(), ...(me.known_data_label ? { known_data: known.trim() } : {}) })
          }
        >
          {t('signing.verify.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A failed check says how many tries are left (details: field `tries_left`); a lock leaves none. */
function triesLeftOf(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === 'SIGNER_LOCKED') return 0;
  const left = Number(error.details.find((issue) => issue.field === 'tries_left')?.message);
  return Number.isFinite(left) ? left : undefined;
}
