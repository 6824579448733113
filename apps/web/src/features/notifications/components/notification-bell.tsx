import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMadeOnFirstUse, useOpenedOnMount } from '../../../components/made-on-first-use.ts';
import type { TNotificationPage } from '@ledgerport/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useBellNotifications } from '../api/get-notifications.ts';
import { NotificationMenu } from './notification-menu.tsx';

/** The badge stops counting here; the bell's accessible name still says the real number. */
const BADGE_MAX = 99;

type TBellProps = { className?: string };

/**
 * The top bar's bell: the unread count as a badge and in the button's name ("Notifications, 3 unread"), and
 * the newest entries in a popover that keeps the keyboard inside until Escape or a choice closes it. The
 * popover is made on the bell's first use (made-on-first-use.ts).
 */
export function NotificationBell({ className }: TBellProps) {
  const bell = useBellNotifications();
  const { made, make } = useMadeOnFirstUse();
  const unread = bell.data?.unread ?? 0;

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
      {made ? (
        <BellPopover bell={bell} unread={unread} className={className} takeFocus={made.takeFocus} />
      ) : (
        <BellButton unread={unread} className={className} onClick={make} />
      )}
    </Indicator>
  );
}

type TBellPopoverProps = TBellProps & { bell: UseQueryResult<TNotificationPage>; unread: number; takeFocus: boolean };

function BellPopover({ bell, unread, className, takeFocus }: TBellPopoverProps) {
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const target = useOpenedOnMount<HTMLButtonElement>(takeFocus, () => setOpened(true));
  return (
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
        <BellButton ref={target} unread={unread} className={className} onClick={() => setOpened((open) => !open)} />
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-labelledby={headingId}>
        <NotificationMenu query={bell} headingId={headingId} onDone={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

type TBellButtonProps = ComponentPropsWithRef<'button'> & { unread: number; className?: string };

/** The same button before and after the popover is made, so the switch is not seen. */
function BellButton({ unread, ...props }: TBellButtonProps) {
  const { t } = useTranslation();
  const label = unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label');
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={label} data-testid="notification-bell" {...props}>
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
}
