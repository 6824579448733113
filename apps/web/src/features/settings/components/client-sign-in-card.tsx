import type { TClientSignInSettings } from '@ledgerport/contract';
import { Alert, Button, Card, Checkbox, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useClientSignInSettings, useUpdateClientSignInSettings } from '../api/client-sign-in-settings.ts';

const METHODS = ['password', 'email_link', 'passkey'] as const;

/** How the firm's clients may sign in (issue 32): at least one way, and whether a second step follows. */
export function ClientSignInCard() {
  const { t } = useTranslation();
  const settings = useClientSignInSettings();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('firmSettings.clientSignIn.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('firmSettings.clientSignIn.intro')}
        </Text>
        {settings.data ? (
          <ClientSignInForm settings={settings.data} />
        ) : (
          <Skeleton height={160} radius="md" aria-label={t('common.loading')} />
        )}
      </Stack>
    </Card>
  );
}

function ClientSignInForm({ settings }: { settings: TClientSignInSettings }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const save = useUpdateClientSignInSettings();
  const [values, setValues] = useState(settings);
  const noMethod = !METHODS.some((method) => values[method]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (noMethod) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(saved);
        notifications.show({ color: 'green', message: t('firmSettings.saved') });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        <Checkbox.Group
          label={t('firmSettings.clientSignIn.methods')}
          value={METHODS.filter((method) => values[method])}
          onChange={(chosen) =>
            setValues((old) => ({ ...old, ...Object.fromEntries(METHODS.map((m) => [m, chosen.includes(m)])) }))
          }
          error={noMethod ? t('firmSettings.clientSignIn.atLeastOne') : undefined}
        >
          <Stack gap="xs" mt="xs">
            {METHODS.map((method) => (
              <Checkbox
                key={method}
                value={method}
                label={t(`firmSettings.clientSignIn.method.${method}`)}
                description={t(`firmSettings.clientSignIn.methodHint.${method}`)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t('firmSettings.clientSignIn.mfaRequired')}
          description={t('firmSettings.clientSignIn.mfaRequiredHint')}
          checked={values.client_mfa_required}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setValues((old) => ({ ...old, client_mfa_required: checked }));
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={noMethod} loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('firmSettings.clientSignIn.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
