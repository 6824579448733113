import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

/** How much of the sheet has been sent (the server reads it again before answering). */
export function SendProgress({ fileName, percent }: { fileName: string; percent: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress.Root size="md" style={{ flex: 1 }}>
        <Progress.Section value={percent} aria-label={t('uploads.progressOf', { name: fileName })} />
      </Progress.Root>
      <Text size="xs" w={40} ta="right">
        {formats.percent(percent)}
      </Text>
    </Group>
  );
}
