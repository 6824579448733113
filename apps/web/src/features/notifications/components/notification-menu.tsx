import type { TNotification, TNotificationPage } from '@ledgerport/contract';
import { Anchor, Box, Button, Center, Divider, Group, Loader, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import classes from './notification-menu.module.css';
import { NotificationSummary } from './notification-summary.tsx';
import { notificationTarget } from './notification-target.ts';
import { paths } from '@ledgerport/contract';

type TNotificationMenuProps = {
  query: UseQueryResult<TNotificationPage>;
  headingId: string;
  /** Closes the popover (after a choice that leads elsewhere). */
  onDone: () => void;
};

/** The bell's popover: the newest entries, "Mark all as read" and the way to the full list. */
export function NotificationMenu({ query, headingId, onDone }: TNotificationMenuProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unread ?? 0;

  const open = (notification: TNotification) => {
    if (notification.read_at === null) markRead.mutate({ ids: [notification.uuid] });
    onDone();
    void navigate(notificationTarget(notification));
  };

  return (
    <>
      <Group justify="space-between" px="md" py="sm" gap="xs" wrap="nowrap">
        <Text id={headingId} fw={600}>
          {t('notifications.bell.title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unread === 0}
          loading={markRead.isPending}
          loaderProps={{ 'aria-hidden': true }}
          onClick={() => markRead.mutate({})}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <Divider />
      {query.isError && !query.data ? (
        <Text size="sm" c="red" p="md" role="alert">
          {errorText(query.error)}
        </Text>
      ) : query.isPending ? (
        <Center p="md">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : query.data.data.length === 0 ? (
        <Text size="sm" c="dimmed" p="md" ta="center">
          {t('notifications.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={400} type="auto">
          <Box component="ul" className={classes.list}>
            {query.data.data.map((notification) => (
              <li key={notification.uuid}>
                <UnstyledButton className={classes.entry} onClick={() => open(notification)}>
                  <NotificationSummary notification={notification} />
                </UnstyledButton>
              </li>
            ))}
          </Box>
        </ScrollArea.Autosize>
      )}
      <Divider />
      <Center p="xs">
        <Anchor component={Link} to={paths.notifications} size="sm" onClick={onDone}>
          {t('notifications.seeAll')}
        </Anchor>
      </Center>
    </>
  );
}
