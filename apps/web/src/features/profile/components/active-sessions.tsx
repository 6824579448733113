import type { TActiveSession } from '@ledgerport/contract';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { describeUserAgent } from '../../../lib/describe-user-agent.ts';
import { SessionCard } from './session-card.tsx';

function useDeviceName() {
  const { t } = useTranslation();
  return (session: TActiveSession) => {
    const { browser, os } = describeUserAgent(session.user_agent);
    if (!browser && !os) return t('profile.sessions.unknownDevice');
    if (!os) return browser!;
    return t('profile.sessions.browserOn', { browser: browser ?? t('profile.sessions.unknownBrowser'), os });
  };
}

/** The user's signed-in devices; any device but this one can be signed out from here. */
export function ActiveSessions() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const sessions = useSessions();
  const endSession = useEndSession();
  const deviceName = useDeviceName();
  const [pending, setPending] = useState<TActiveSession | null>(null);

  const close = () => {
    setPending(null);
    endSession.reset();
  };
  const confirm = () => {
    if (pending) endSession.mutate(pending.id, { onSuccess: () => setPending(null) });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="active-sessions-title">
      <div>
        <Title order={2} size="h4" id="active-sessions-title">
          {t('profile.sessions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.sessions.description')}
        </Text>
      </div>
      {sessions.data ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.data.map((session) => (
            <SessionCard key={session.id} session={session} device={deviceName(session)} onSignOut={setPending} />
          ))}
        </Stack>
      ) : sessions.isError ? (
        <Alert color="red" variant="light">
          {errorText(sessions.error)}
        </Alert>
      ) : (
        <Skeleton height={120} radius="md" aria-label={t('common.loading')} />
      )}

      <Modal opened={pending !== null} onClose={close} title={t('profile.sessions.confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{pending && t('profile.sessions.confirmText', { device: deviceName(pending) })}</Text>
          {endSession.isError && (
            <Alert color="red" variant="light">
              {errorText(endSession.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('profile.sessions.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={endSession.isPending} loaderProps={{ 'aria-hidden': true }}>
              {t('profile.sessions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
