import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Staff greeting. The daily figures come with the files feature: until then, no numbers at all (no zeros). */
export function StaffWelcome({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" mb="xs">
        {t('dashboard.welcome', { name })}
      </Title>
      <Text c="dimmed">{t('dashboard.staffIntro')}</Text>
    </Paper>
  );
}
