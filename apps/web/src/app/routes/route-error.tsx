import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A screen that crashed, or a code chunk that failed to load (typically: a new version was deployed while
 * this tab was open). Reloading fetches the current version.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          {t('errors.screenTitle')}
        </Title>
        <Text c="dimmed">{t('errors.screenText')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
