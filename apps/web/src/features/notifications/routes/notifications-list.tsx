import { NOTIFICATIONS_PER_PAGE, paths } from '@ledgerport/contract';
import { Alert, Button, Card, Center, Group, Loader, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/list-footer.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { NotificationEntries } from '../components/notification-entries.tsx';

/** /notifications (not in the spec): every in-app notification of the signed-in user, 20 a page. */
export function NotificationsListRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const list = useListParams(NOTIFICATIONS_PER_PAGE);
  const page = useNotifications({ page: list.params.page, perPage: list.params.perPage });
  const markRead = useMarkNotificationsRead();
  const unread = page.data?.unread ?? 0;

  return (
    <>
      <PageHeader
        title={t('pages.notifications')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.notifications') }]}
      />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="md" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {page.data && (unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead'))}
          </Text>
          <Button
            variant="light"
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables.ids === undefined}
            loaderProps={{ 'aria-hidden': true }}
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={() => markRead.mutate({})}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        {(page.isError || markRead.isError) && (
          <Alert color="red" variant="light" mb="md">
            {errorText(page.error ?? markRead.error)}
          </Alert>
        )}
        {page.isPending ? (
          <Center py="lg">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        ) : page.data?.data.length ? (
          <NotificationEntries
            notifications={page.data.data}
            onMarkRead={(notification) => markRead.mutate({ ids: [notification.uuid] })}
            marking={markRead.isPending ? markRead.variables.ids : undefined}
          />
        ) : (
          <Text c="dimmed" ta="center" py="lg">
            {t('notifications.empty')}
          </Text>
        )}
        {page.data && <ListFooter page={page.data} onPage={list.setPage} />}
      </Card>
    </>
  );
}
