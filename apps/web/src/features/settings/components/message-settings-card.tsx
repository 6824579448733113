import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { FeatureOn } from '../../../lib/feature-flags/feature-on.tsx';
import { useMessageSettings, useUpdateMessageSettings } from '../api/message-settings.ts';

/**
 * Messages (issue 34): whether the e-mail telling a client about a new message carries its text, or only says
 * there is one (the default: the text stays behind the sign-in). Saved as soon as it is switched.
 */
export function MessageSettingsCard() {
  return (
    <FeatureOn feature="MESSAGES">
      <MessageSettings />
    </FeatureOn>
  );
}

function MessageSettings() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const settings = useMessageSettings();
  const save = useUpdateMessageSettings();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('firmSettings.messages.title')}
        </Title>
        {(settings.isError || save.isError) && (
          <Alert color="red" variant="light">
            {errorText(settings.error ?? save.error)}
          </Alert>
        )}
        {settings.data ? (
          <Switch
            label={t('firmSettings.messages.includeText')}
            description={t('firmSettings.messages.includeTextHint')}
            checked={
              save.isPending ? save.variables.client_emails_include_text : settings.data.client_emails_include_text
            }
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { client_emails_include_text: event.currentTarget.checked },
                { onSuccess: () => notifications.show({ color: 'green', message: t('firmSettings.saved') }) },
              )
            }
          />
        ) : (
          !settings.isError && <Skeleton height={48} radius="md" aria-label={t('common.loading')} />
        )}
        <Text size="xs" c="dimmed">
          {t('firmSettings.messages.internalNever')}
        </Text>
      </Stack>
    </Card>
  );
}
