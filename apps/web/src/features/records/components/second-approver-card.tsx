import { SUPER_ADMIN_ROLE } from '@ledgerport/contract';
import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useChangeDisposalSettings, useDisposalSettings } from '../api/disposals.ts';

/** The firm's "two people approve a disposal" setting: a SuperAdmin changes it, other disposers read it. */
export function SecondApproverCard() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const mayChange = useSignedInUser().staff_roles.includes(SUPER_ADMIN_ROLE);
  const settings = useDisposalSettings();
  const change = useChangeDisposalSettings();
  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="second-approver-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="second-approver-title">
          {t('records.disposals.settings.title')}
        </Title>
        {(settings.isError || change.isError) && (
          <Alert color="red" variant="light">
            {errorText(settings.error ?? change.error)}
          </Alert>
        )}
        <Switch
          label={t('records.disposals.settings.secondApprover')}
          description={
            mayChange ? t('records.disposals.settings.hint') : t('records.disposals.settings.superAdminOnly')
          }
          checked={settings.data?.disposal_second_approver ?? false}
          disabled={!mayChange || settings.isPending || change.isPending}
          onChange={(event) =>
            change.mutate(event.currentTarget.checked, {
              onSuccess: () => notifications.show({ color: 'green', message: t('records.disposals.settings.saved') }),
            })
          }
        />
        {!mayChange && settings.data && (
          <Text size="sm" c="dimmed">
            {settings.data.disposal_second_approver
              ? t('records.disposals.settings.isOn')
              : t('records.disposals.settings.isOff')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
