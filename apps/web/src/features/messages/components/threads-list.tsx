import { paths, type TMessageThreadSummary } from '@ledgerport/contract';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../lib/formats.ts';
import { LinkChip } from './link-chip.tsx';

type TThreadsListProps = {
  rows: TMessageThreadSummary[] | undefined;
  loading: boolean;
  isStaff: boolean;
  /** The firm's inbox names each thread's company; a company's own list does not. */
  showCompany?: boolean;
};

/**
 * Conversations as cards (they read on a phone as on a desk): subject opening the thread, what it is about, the
 * last message and its author, when, and how many the user has not read.
 */
export function ThreadsList({ rows, loading, isStaff, showCompany = false }: TThreadsListProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (!rows) return loading ? <Skeleton height={120} radius="md" aria-label={t('common.loading')} /> : null;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('messages.none')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={loading || undefined}>
      {rows.map((thread) => (
        <Paper
          component="li"
          key={thread.uuid}
          withBorder
          radius="md"
          p="sm"
          data-unread={thread.unread_count > 0 || undefined}
        >
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Anchor
                component={Link}
                to={paths.messageThread(thread.tenant_uuid, thread.uuid)}
                fw={thread.unread_count > 0 ? 700 : 500}
                style={{ overflowWrap: 'anywhere' }}
              >
                {thread.subject}
              </Anchor>
              <Group gap={6} wrap="nowrap">
                {thread.unread_count > 0 && (
                  <Badge size="sm" color="red" aria-label={t('messages.unread', { count: thread.unread_count })}>
                    {thread.unread_count}
                  </Badge>
                )}
                <Text
                  size="xs"
                  c="dimmed"
                  component="time"
                  dateTime={thread.last_message_at}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {formats.shortDateTime(thread.last_message_at)}
                </Text>
              </Group>
            </Group>
            <Group gap="xs" wrap="wrap">
              {showCompany && (
                <Text size="xs" fw={600}>
                  {thread.tenant_name}
                </Text>
              )}
              {thread.link && <LinkChip tenantUuid={thread.tenant_uuid} link={thread.link} isStaff={isStaff} />}
              {isStaff && thread.waiting_on_firm && (
                <Badge size="xs" color="orange" variant="light">
                  {t('messages.waitingOnFirm')}
                </Badge>
              )}
              {isStaff && thread.assignee && (
                <Text size="xs" c="dimmed">
                  {t('messages.assignedTo', { name: thread.assignee.name })}
                </Text>
              )}
            </Group>
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} size="sm" c="dark">
                {thread.last_message_author}:
              </Text>{' '}
              {thread.last_message_preview || t('messages.previewRemoved')}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
