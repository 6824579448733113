import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@ledgerport/contract';

/** Points to the two-step sign-in page, where second factors and remembered devices are managed. */
export function TwoStepLink() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconShieldLock size={24} aria-hidden />
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('pages.twoStep')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.twoStep.description')}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={paths.twoStep} variant="light">
          {t('profile.twoStep.manage')}
        </Button>
      </Group>
    </Card>
  );
}
