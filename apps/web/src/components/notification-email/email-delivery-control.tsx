import { EMAIL_DELIVERIES, type TEmailDelivery, type TNotificationCategory } from '@ledgerport/contract';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  category: TNotificationCategory;
  value: TEmailDelivery;
  onChange: (value: TEmailDelivery) => void;
  /** Under the choices: e.g. "Firm default: At once". */
  hint?: string;
};

/**
 * How one category of notifications reaches a person by e-mail: at once, in the daily digest, or not at all. A
 * radio group (arrow keys move between the three), full width so it fits a 375 px screen.
 */
export function EmailDeliveryControl({ category, value, onChange, hint }: TProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} fw={500} size="sm">
        {t(`notificationEmail.categories.${category}`)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`notificationEmail.categoryHints.${category}`)}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next as TEmailDelivery)}
        data={EMAIL_DELIVERIES.map((delivery) => ({
          value: delivery,
          label: t(`notificationEmail.deliveries.${delivery}`),
        }))}
      />
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
