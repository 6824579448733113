import { paths, SETUP_BACKUP_RECENT_DAYS, SETUP_CHECKLIST_ROLE, type TSetupItem } from '@ledgerport/contract';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useDismissSetupItem } from '../api/dismiss-setup-item.ts';
import { useSetupChecklist } from '../api/get-setup-checklist.ts';

/**
 * Where each item is done in the portal. PUBLIC_URL is a setting of the server's environment only: its text
 * names it, with no page to open.
 */
const WHERE: Record<TSetupItem, string | undefined> = {
  FIRM_BRANDING: paths.firmSettings,
  MAIL_DELIVERY: paths.outbox,
  PUBLIC_URL: undefined,
  ADMIN_EMAIL: paths.users,
  INVITE_STAFF: paths.internalUserCreate,
  FIRST_CLIENT: paths.tenantCreate,
  BACKUP_SCHEDULE: `${paths.audit}?${new URLSearchParams({ action: 'BACKUP' })}`,
};

/**
 * The first SuperAdmin's "set up your portal" card (issue 30, part 5): what a firm does before its clients
 * arrive, each item ticked from the server's own data, with where to do it and a dismiss. Gone once every item
 * is done or dismissed; shown to SuperAdmins only (the server refuses anyone else).
 */
export function SetupChecklist() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const headingId = useId();
  const isSuperAdmin = useSignedInUser().staff_roles.includes(SETUP_CHECKLIST_ROLE);
  const checklist = useSetupChecklist(isSuperAdmin);
  const dismiss = useDismissSetupItem();
  if (!isSuperAdmin || checklist.isPending) return null;
  if (checklist.isError) {
    return (
      <Alert color="red" variant="light" title={t('dashboard.setup.title')}>
        {errorText(checklist.error)}
      </Alert>
    );
  }
  const shown = checklist.data.items.filter((item) => !item.dismissed);
  const done = shown.filter((item) => item.done).length;
  if (done === shown.length) return null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="xs" mb="xs">
        <Title order={2} size="h3" id={headingId}>
          {t('dashboard.setup.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('dashboard.setup.progress', { done, total: shown.length })}
        </Text>
      </Group>
      <Progress value={(done / shown.length) * 100} size="sm" mb="sm" aria-hidden />
      <Text c="dimmed" size="sm" mb="md">
        {t('dashboard.setup.intro')}
      </Text>
      {dismiss.isError && (
        <Alert color="red" variant="light" mb="sm">
          {errorText(dismiss.error)}
        </Alert>
      )}
      <ul role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map(({ item, done: isDone }) => {
          const title = t(`dashboard.setup.items.${item}.title`);
          const where = WHERE[item];
          return (
            <li key={item} role="listitem" style={{ padding: '8px 0' }}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                {isDone ? (
                  <IconCircleCheckFilled size={20} color="var(--mantine-color-green-7)" aria-hidden />
                ) : (
                  <IconCircle size={20} color="var(--mantine-color-gray-6)" aria-hidden />
                )}
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={500}>
                    {title}
                    {isDone && <VisuallyHidden> ({t('dashboard.setup.done')})</VisuallyHidden>}
                  </Text>
                  {!isDone && (
                    <>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {t(`dashboard.setup.items.${item}.text`, { days: SETUP_BACKUP_RECENT_DAYS })}
                      </Text>
                      <Group gap="md">
                        {where && (
                          <Anchor component={Link} to={where} size="sm">
                            {t(`dashboard.setup.items.${item}.action`)}
                          </Anchor>
                        )}
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          color="gray"
                          aria-label={t('dashboard.setup.dismissItem', { item: title })}
                          loading={dismiss.isPending && dismiss.variables === item}
                          onClick={() => dismiss.mutate(item)}
                        >
                          {t('dashboard.setup.dismiss')}
                        </Button>
                      </Group>
                    </>
                  )}
                </Stack>
              </Group>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
