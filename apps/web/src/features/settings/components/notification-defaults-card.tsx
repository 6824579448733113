import { NOTIFICATION_CATEGORIES, type TFirmNotificationDefaults } from '@ledgerport/contract';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailDeliveryControl } from '../../../components/notification-email/email-delivery-control.tsx';
import { HourSelect } from '../../../components/notification-email/hour-select.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useNotificationDefaults } from '../api/get-notification-defaults.ts';
import { useUpdateNotificationDefaults } from '../api/update-notification-defaults.ts';

/**
 * The firm's defaults for notification e-mails (issue 32): each category at once, in the daily digest or off,
 * and the digest hour, for everyone who has not chosen their own on their profile.
 */
export function NotificationDefaultsCard() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const defaults = useNotificationDefaults();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('notificationEmail.firmTitle')}
        </Title>
        {defaults.data ? (
          <DefaultsForm defaults={defaults.data} />
        ) : defaults.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(defaults.error)}
          </Alert>
        ) : (
          <Skeleton height={160} radius="md" aria-label={t('common.loading')} />
        )}
      </Stack>
    </Card>
  );
}

function DefaultsForm({ defaults }: { defaults: TFirmNotificationDefaults }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const save = useUpdateNotificationDefaults();
  const [values, setValues] = useState(defaults);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(saved);
        notifications.show({ color: 'green', message: t('notificationEmail.firmSaved') });
      },
    });
  };

  return (
    <Stack gap="md" component="form" onSubmit={submit}>
      <Text size="sm">{t('notificationEmail.firmIntro')}</Text>
      {save.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {errorText(save.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {NOTIFICATION_CATEGORIES.map((category) => (
          <EmailDeliveryControl
            key={category}
            category={category}
            value={values.email[category]}
            onChange={(delivery) => setValues({ ...values, email: { ...values.email, [category]: delivery } })}
          />
        ))}
      </SimpleGrid>
      <HourSelect
        label={t('notificationEmail.digestHour')}
        description={t('notificationEmail.firmDigestHourHint')}
        value={values.digest_hour}
        onChange={(hour) => setValues({ ...values, digest_hour: hour ?? defaults.digest_hour })}
      />
      <Text size="xs" c="dimmed">
        {t('notificationEmail.securityAlways')}
      </Text>
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('notificationEmail.firmSave')}
        </Button>
      </Group>
    </Stack>
  );
}
