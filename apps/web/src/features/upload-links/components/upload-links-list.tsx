import type { TUploadLink, TUploadLinkStatus } from '@ledgerport/contract';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useUploadLinks } from '../api/get-upload-links.ts';
import { useRevokeUploadLink } from '../api/revoke-upload-link.ts';
import { folderPath } from './folder-path.ts';

const STATUS_COLOR: Record<TUploadLinkStatus, string> = {
  active: 'green',
  expired: 'gray',
  revoked: 'red',
  used_up: 'orange',
};

/** The company's links, newest first: where each sends files, its status, how many came, and Revoke. */
export function UploadLinksList({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const links = useUploadLinks(tenantUuid);
  const revoke = useRevokeUploadLink(tenantUuid);
  if (links.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(links.error)}
      </Alert>
    );
  }
  const rows = links.data?.data ?? [];
  if (links.isSuccess && rows.length === 0) return <Text c="dimmed">{t('uploadLinks.list.none')}</Text>;
  return (
    <Stack gap="xs" component="ul" aria-label={t('uploadLinks.list.title')} p={0} m={0} style={{ listStyle: 'none' }}>
      {revoke.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(revoke.error)}
        </Alert>
      )}
      {rows.map((link) => (
        <LinkRow
          key={link.uuid}
          link={link}
          revoking={revoke.isPending && revoke.variables === link.uuid}
          onRevoke={() => revoke.mutate(link.uuid)}
        />
      ))}
    </Stack>
  );
}

function LinkRow({ link, revoking, onRevoke }: { link: TUploadLink; revoking: boolean; onRevoke: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const where = link.request
    ? t('uploadLinks.list.forRequest', { title: link.request.title })
    : folderPath(t, link.folder);
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={500}>{link.label || t('uploadLinks.list.noLabel')}</Text>
            <Badge color={STATUS_COLOR[link.status]} variant="light">
              {t(`uploadLinks.status.${link.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {where}
          </Text>
          <Text size="xs" c="dimmed">
            {t('uploadLinks.list.facts', {
              count: link.uploads_count,
              max: link.max_files,
              expires: dateTime(link.expires_at),
            })}
            {link.require_email_code ? ` · ${t('uploadLinks.list.emailCheck')}` : ''}
          </Text>
        </Stack>
        {link.status === 'active' && (
          <Button size="xs" variant="light" color="red" loading={revoking} onClick={onRevoke}>
            {t('uploadLinks.list.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
