import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBellNotifications } from '../api/get-notifications.ts';
import { NotificationMenu } from './notification-menu.tsx';

/** The badge stops counting here; the bell's accessible name still says the real number. */
const BADGE_MAX = 99;

/**
 * The top bar's bell: the unread count as a badge and in the button's name ("Notifications, 3 unread"), and
 * the newest entries in a popover that keeps the keyboard inside until Escape or a choice closes it.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const bell = useBellNotifications();
  const unread = bell.data?.unread ?? 0;
  const label = unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label');

  return (
    <Indicator
      inline
      label={unread}
      disabled={unread === 0}
      maxValue={BADGE_MAX}
      size={16}
      offset={7}
      color="red"
      // The number is already in the button's name; read once is enough.
      attributes={{ indicator: { 'data-testid': 'notification-badge', 'aria-hidden': true } }}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={380}
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            className={className}
            onClick={() => setOpened((open) => !open)}
            aria-label={label}
            data-testid="notification-bell"
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-labelledby={headingId}>
          <NotificationMenu query={bell} headingId={headingId} onDone={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
