import { paths } from '@ledgerport/contract';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureFlags } from '../../../lib/feature-flags/get-feature-flags.ts';
import { useUnreadThreads } from '../../../lib/messages/unread-threads.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';

/**
 * Conversations with the firm that have something unread (issue 34), per company, each with the way to that
 * company's messages. Nothing while none, or while the firm has messages switched off.
 */
export function UnreadMessages() {
  const { t } = useTranslation();
  const { isOn } = useFeatureFlags();
  const { tenants } = useSignedInUser();
  const unread = useUnreadThreads(isOn('MESSAGES'));
  const rows = (unread.data?.by_tenant ?? []).filter((row) => row.count > 0);
  if (!isOn('MESSAGES') || rows.length === 0) return null;
  const nameOf = (uuid: string) => tenants.find((tenant) => tenant.tenant_uuid === uuid)?.tenant_name ?? '';
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label={t('clientAsks.messages.title')}>
      <Stack gap={6}>
        {rows.map((row) => (
          <Group key={row.tenant_uuid} gap="xs" wrap="nowrap" align="flex-start">
            <IconMessage size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">
              {t('clientAsks.messages.unread', { count: row.count, name: nameOf(row.tenant_uuid) })}{' '}
              <Anchor component={Link} to={paths.companyMessages(row.tenant_uuid)} size="sm">
                {t('clientAsks.messages.open')}
              </Anchor>
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
