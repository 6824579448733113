import { CELL_STATUSES } from '@ledgerport/contract';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CELL_LOOKS } from './cell-status.ts';

/** What each colour and icon means, with the figures' reading ("received/expected") and what they count. */
export function StatusLegend() {
  const { t } = useTranslation();
  return (
    <Group
      gap="md"
      mb="sm"
      component="ul"
      aria-label={t('completeness.legend')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {CELL_STATUSES.map((status) => {
        const { icon: Icon, color } = CELL_LOOKS[status];
        return (
          <Group key={status} component="li" gap={6} wrap="nowrap">
            <Group
              gap={0}
              justify="center"
              w={28}
              h={20}
              style={{ background: `var(--mantine-color-${color}-light)`, borderRadius: 4 }}
              aria-hidden
            >
              <Icon size={14} style={{ color: `var(--mantine-color-${color}-light-color)` }} />
            </Group>
            <Text size="sm">{t(`completeness.statuses.${status}`)}</Text>
          </Group>
        );
      })}
      <Text component="li" size="sm" c="dimmed">
        {t('completeness.figures')}
      </Text>
      <Text component="li" size="sm" c="dimmed">
        {t('completeness.signaturesCounted')}
      </Text>
    </Group>
  );
}
