import type { TEmailDelivery, TMyNotificationPreferences, TNotificationCategory } from '@ledgerport/contract';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailDeliveryControl } from '../../../components/notification-email/email-delivery-control.tsx';
import { HourSelect, useHourLabel } from '../../../components/notification-email/hour-select.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';

type TOwnChoices = TMyNotificationPreferences['email'];
type TValues = {
  email: TOwnChoices;
  quiet: boolean;
  quietFrom: number;
  quietUntil: number;
  digestHour: number | null;
  staffDigest: boolean | null;
};

/** Quiet hours a person starts from when they turn them on: 20:00 to 07:00. */
const QUIET_FROM = 20;
const QUIET_UNTIL = 7;

const valuesOf = (p: TMyNotificationPreferences): TValues => ({
  email: p.email,
  quiet: p.quiet_hours !== null,
  quietFrom: p.quiet_hours?.from ?? QUIET_FROM,
  quietUntil: p.quiet_hours?.until ?? QUIET_UNTIL,
  digestHour: p.digest_hour,
  staffDigest: p.staff_digest,
});

/** The profile's "E-mail notifications" section (issue 32): what reaches the person by e-mail, and when. */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const preferences = useNotificationPreferences();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('notificationEmail.title')}
        </Title>
        {preferences.data ? (
          <PreferencesForm preferences={preferences.data} />
        ) : preferences.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(preferences.error)}
          </Alert>
        ) : (
          <Skeleton height={160} radius="md" aria-label={t('common.loading')} />
        )}
      </Stack>
    </Card>
  );
}

function PreferencesForm({ preferences }: { preferences: TMyNotificationPreferences }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const hourLabel = useHourLabel();
  const save = useUpdateNotificationPreferences();
  const [values, setValues] = useState(() => valuesOf(preferences));
  const [staffDigestTouched, setStaffDigestTouched] = useState(false);
  const set = (patch: Partial<TValues>) => setValues((current) => ({ ...current, ...patch }));
  const choose = (category: TNotificationCategory, delivery: TEmailDelivery) =>
    set({ email: { ...values.email, [category]: delivery } });
  const quietError = values.quiet && values.quietFrom === values.quietUntil ? t('errors.rules.quietHoursSame') : null;
  const { firm } = preferences;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (quietError) return;
    save.mutate(
      {
        email: values.email,
        quiet_hours: values.quiet ? { from: values.quietFrom, until: values.quietUntil } : null,
        digest_hour: values.digestHour,
        // Sent only once the person chose: until then the default (on for those who look after clients) applies.
        ...(staffDigestTouched && values.staffDigest !== null ? { staff_digest: values.staffDigest } : {}),
      },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved));
          setStaffDigestTouched(false);
          notifications.show({ color: 'green', message: t('notificationEmail.saved') });
        },
      },
    );
  };

  return (
    <Stack gap="md" component="form" onSubmit={submit}>
      <Text size="sm">{t('notificationEmail.intro')}</Text>
      {save.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {errorText(save.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {preferences.categories.map((category) => (
          <EmailDeliveryControl
            key={category}
            category={category}
            value={values.email[category] ?? firm.email[category]}
            onChange={(delivery) => choose(category, delivery)}
            hint={
              values.email[category] === null
                ? t('notificationEmail.firmDefault', {
                    delivery: t(`notificationEmail.deliveries.${firm.email[category]}`),
                  })
                : undefined
            }
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() =>
            set({ email: { requests: null, documents: null, tax_payroll: null, signatures: null, messages: null } })
          }
        >
          {t('notificationEmail.useFirmDefaults')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('notificationEmail.securityAlways')}
      </Text>

      <Title order={3} size="h5">
        {t('notificationEmail.timing')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('notificationEmail.timeZone', { zone: preferences.time_zone })}
      </Text>
      <HourSelect
        label={t('notificationEmail.digestHour')}
        description={t('notificationEmail.digestHourHint')}
        value={values.digestHour}
        onChange={(digestHour) => set({ digestHour })}
        emptyLabel={t('notificationEmail.firmDefaultHour', { hour: hourLabel(firm.digest_hour) })}
      />
      <Switch
        label={t('notificationEmail.quietHours')}
        description={t('notificationEmail.quietHoursHint')}
        checked={values.quiet}
        onChange={(event) => set({ quiet: event.currentTarget.checked })}
      />
      {values.quiet && (
        <SimpleGrid cols={2} spacing="md">
          <HourSelect
            label={t('notificationEmail.quietFrom')}
            value={values.quietFrom}
            onChange={(hour) => set({ quietFrom: hour ?? QUIET_FROM })}
          />
          <HourSelect
            label={t('notificationEmail.quietUntil')}
            value={values.quietUntil}
            onChange={(hour) => set({ quietUntil: hour ?? QUIET_UNTIL })}
            error={quietError ?? undefined}
          />
        </SimpleGrid>
      )}
      {values.staffDigest !== null && (
        <Switch
          label={t('notificationEmail.staffDigest')}
          description={t('notificationEmail.staffDigestHint')}
          checked={values.staffDigest}
          onChange={(event) => {
            setStaffDigestTouched(true);
            set({ staffDigest: event.currentTarget.checked });
          }}
        />
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('notificationEmail.save')}
        </Button>
      </Group>
    </Stack>
  );
}
