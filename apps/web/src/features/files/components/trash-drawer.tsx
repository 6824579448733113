import { Alert, Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFile, IconFolder, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ClampedName } from '../../../components/clamped-name.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { useTrash } from '../api/get-trash.ts';
import { useRestoreTrash } from '../api/restore-trash.ts';
import { useFilesErrorText } from './use-files-error-text.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';

type TTrashDrawerProps = { tenantUuid: string; opened: boolean; onClose: () => void };

/** The company's trash: what was deleted, by whom and when, until when it can come back, and Restore. */
export function TrashDrawer({ tenantUuid, opened, onClose }: TTrashDrawerProps) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('files.trash.title')}
      position="right"
      size={isPhone ? '100%' : 'md'}
    >
      {opened && <TrashList tenantUuid={tenantUuid} />}
    </Drawer>
  );
}

function TrashList({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const { shortDateTime, date } = useFormats();
  const errorText = useFilesErrorText();
  const trash = useTrash(tenantUuid, true);
  const restore = useRestoreTrash(tenantUuid);
  if (trash.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (trash.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(trash.error)}
      </Alert>
    );
  }
  const keptFor = (
    <Text size="sm" c="dimmed">
      {t('files.trash.keptFor', { count: trash.data.retention_days })}
    </Text>
  );
  if (trash.data.items.length === 0) {
    return (
      <Stack gap="sm">
        {keptFor}
        <Text c="dimmed">{t('files.trash.empty')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {keptFor}
      {restore.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(restore.error)}
        </Alert>
      )}
      <Stack gap="xs" component="ul" aria-label={t('files.trash.title')} p={0} m={0} style={{ listStyle: 'none' }}>
        {trash.data.items.map((item) => {
          const name = item.path.split('/').pop() ?? item.path;
          const Icon = item.is_file ? IconFile : IconFolder;
          return (
            <Paper key={item.trash_id} component="li" withBorder radius="sm" p="sm" aria-label={name}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <Icon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                    <ClampedName fw={500} text={name} />
                  </Group>
                  <ClampedName size="xs" c="dimmed" text={item.path} />
                  <Text size="xs">
                    {t('files.trash.deleted', {
                      who: item.deleted_by ?? t('files.trash.someone'),
                      when: shortDateTime(item.deleted_at),
                    })}
                  </Text>
                  {!item.is_file && <Text size="xs">{t('files.trash.files', { count: item.files })}</Text>}
                  <Text size="xs" c="dimmed">
                    {t('files.trash.until', { date: date(item.purge_after) })}
                  </Text>
                </Stack>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconRestore size={14} aria-hidden />}
                  aria-label={t('files.trash.restoreNamed', { name })}
                  loading={restore.isPending && restore.variables === item.trash_id}
                  onClick={() => restore.mutate(item.trash_id)}
                >
                  {t('files.trash.restore')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {trash.data.truncated && (
        <Text size="sm" c="dimmed">
          {t('files.trash.truncated')}
        </Text>
      )}
    </Stack>
  );
}
