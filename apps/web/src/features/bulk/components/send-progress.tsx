import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How much of the sheet has been sent (the server reads it again before answering). */
export function SendProgress({ fileName, percent }: { fileName: string; percent: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress.Root size="md" style={{ flex: 1 }}>
        <Progress.Section value={percent} aria-label={t('uploads.progressOf', { name: fileName })} />
      </Progress.Root>
      <Text size="xs" w={40} ta="right">
        {percent}%
      </Text>
    </Group>
  );
}
