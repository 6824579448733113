import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../lib/session/use-session.ts';

const NotificationsHost = lazy(async () => ({
  default: (await import('./notifications-host.tsx')).NotificationsHost,
}));

/**
 * Toasts come from signed-in screens: the sign-in screens do not download their container, its transitions
 * and styles (issue 17, the login budget). It is fetched once there is a session, or the moment a toast is
 * shown anyway (Mantine's store keeps it until the container shows it), and then stays.
 */
export function LazyNotifications() {
  const signedIn = Boolean(useSession());
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (signedIn || notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
