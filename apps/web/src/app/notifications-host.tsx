import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Spec §9: toasts close after 3 seconds. */
const TOAST_MS = 3000;

/** Where toasts appear: its own chunk, fetched by app/lazy-notifications.tsx when the first one may come. */
export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={TOAST_MS} />;
}
