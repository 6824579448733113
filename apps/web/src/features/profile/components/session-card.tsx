import type { TActiveSession } from '@ledgerport/contract';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';
import { formatRelative } from './session-times.ts';

type TSessionCardProps = {
  session: TActiveSession;
  /** "Chrome on Windows" and the like, already translated. */
  device: string;
  onSignOut: (session: TActiveSession) => void;
};

function Detail({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" title={title} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** One signed-in device; cards rather than table rows so it reads on a 375 px phone. */
export function SessionCard({ session, device, onSignOut }: TSessionCardProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const headingId = useId();

  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={headingId} data-testid="session-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <IconDeviceDesktop size={18} aria-hidden />
            <Title order={3} size="h6" id={headingId}>
              {device}
            </Title>
          </Group>
          {session.current && (
            <Badge color="green" variant="light">
              {t('profile.sessions.thisDevice')}
            </Badge>
          )}
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="xs" m={0}>
          <Detail label={t('profile.sessions.ip')} value={session.ip ?? t('profile.notProvided')} />
          <Detail label={t('profile.sessions.signedIn')} value={dateTime(session.created_at)} />
          <Detail
            label={t('profile.sessions.lastSeen')}
            value={formatRelative(session.last_seen_at)}
            title={dateTime(session.last_seen_at)}
          />
        </SimpleGrid>
        {!session.current && (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconLogout size={14} aria-hidden />}
              aria-describedby={headingId}
              onClick={() => onSignOut(session)}
            >
              {t('profile.sessions.signOut')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
