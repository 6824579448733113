import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@ledgerport/contract';

/** Unknown addresses. Inside the shell when signed in; standalone for public addresses not built yet. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <IconMapSearch size={48} stroke={1.4} aria-hidden />
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.dashboard} mt="sm">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
