import type { TNotification } from '@ledgerport/contract';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './notification-menu.module.css';
import { NotificationSummary } from './notification-summary.tsx';
import { notificationTarget } from './notification-target.ts';
import { paths } from '@ledgerport/contract';

type TNotificationEntriesProps = {
  notifications: TNotification[];
  onMarkRead: (notification: TNotification) => void;
  /** The ids being marked read right now. */
  marking?: string[];
};

/** The /notifications page's entries: each sentence, a link to what it is about, and 'Mark as read'. */
export function NotificationEntries({ notifications, onMarkRead, marking }: TNotificationEntriesProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" className={classes.list}>
      {notifications.map((notification) => {
        const target = notificationTarget(notification);
        // The repeated 'Open' and 'Mark as read' are told apart by the sentence they belong to.
        const textId = `notification-${notification.uuid}`;
        return (
          <Box component="li" key={notification.uuid} py="sm" className={classes.row}>
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
                <NotificationSummary notification={notification} textId={textId} />
                {notification.kind === 'PUSH_MESSAGE' ? (
                  // A message is read here in full: its subject and its text, as plain text (never HTML).
                  <Box pl={20}>
                    <Text size="sm" fw={600}>
                      {notification.params.subject}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {notification.params.body_text}
                    </Text>
                  </Box>
                ) : (
                  target !== paths.notifications && (
                    <Anchor component={Link} to={target} size="sm" pl={20} aria-describedby={textId}>
                      {t('notifications.open')}
                    </Anchor>
                  )
                )}
              </Stack>
              {notification.read_at === null && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  loading={marking?.includes(notification.uuid)}
                  loaderProps={{ 'aria-hidden': true }}
                  onClick={() => onMarkRead(notification)}
                  aria-describedby={textId}
                >
                  {t('notifications.markRead')}
                </Button>
              )}
            </Group>
          </Box>
        );
      })}
    </Box>
  );
}
