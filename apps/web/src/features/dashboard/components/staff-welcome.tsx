import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DailyOverview } from './daily-overview.tsx';
import { OverdueRequests } from './overdue-requests.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { SetupChecklist } from './setup-checklist.tsx';
import { StaffShortcuts } from './staff-shortcuts.tsx';

/** The staff dashboard: a greeting, a new firm's setup checklist (SuperAdmins), today's figures, the files waiting for review and the shortcuts this person may use. */
export function StaffWelcome({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h3" mb="xs">
          {t('dashboard.welcome', { name })}
        </Title>
        <Text c="dimmed">{t('dashboard.staffIntro')}</Text>
      </Paper>
      <SetupChecklist />
      <DailyOverview />
      <ReviewQueue />
      <OverdueRequests />
      <StaffShortcuts />
    </Stack>
  );
}
