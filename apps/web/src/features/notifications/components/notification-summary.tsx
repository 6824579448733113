import type { TNotification } from '@ledgerport/contract';
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotificationText } from './notification-text.ts';
import { NotificationTime } from './notification-time.tsx';

/**
 * A notification's sentence and time. Unread ones carry a dot and bold text for the eye, and the word
 * "Unread" for screen readers (the dot alone says nothing to them).
 */
export function NotificationSummary({ notification, textId }: { notification: TNotification; textId?: string }) {
  const { t } = useTranslation();
  const text = useNotificationText();
  const unread = notification.read_at === null;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box
        aria-hidden
        mt={6}
        w={8}
        h={8}
        style={{
          flexShrink: 0,
          borderRadius: '50%',
          backgroundColor: unread ? 'var(--mantine-primary-color-filled)' : 'transparent',
        }}
      />
      <Stack gap={2} miw={0}>
        <Text id={textId} size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
          {unread && <VisuallyHidden>{t('notifications.unreadMark')}</VisuallyHidden>}
          {/* Outside the hidden part: the space must separate the words for a reader, and collapses on screen. */}
          {unread && ' '}
          {text(notification)}
        </Text>
        <NotificationTime iso={notification.created_at} />
      </Stack>
    </Group>
  );
}
