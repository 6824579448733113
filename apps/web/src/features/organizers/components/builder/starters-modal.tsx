import type { TLocale } from '@ledgerport/contract';
import { LOCALES, paths } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useCreateOrganizerTemplate, useOrganizerStarters } from '../../api/organizer-templates.ts';

/** The user's language as one of the five the starters are shipped in (English otherwise). */
export const starterLocale = (language: string): TLocale =>
  (LOCALES as readonly string[]).includes(language.split('-')[0]!) ? (language.split('-')[0] as TLocale) : 'en';

/** The shipped starters in the user's language; copying one makes the firm's own template and opens it. */
export function StartersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { errorText } = useErrorText();
  const navigate = useNavigate();
  const locale = starterLocale(i18n.resolvedLanguage ?? i18n.language);
  const starters = useOrganizerStarters(locale, opened);
  const create = useCreateOrganizerTemplate();
  const copy = (starter: string) =>
    create.mutate(
      { starter: starter as 'individual_1040', locale },
      {
        onSuccess: (template) => {
          notifications.show({ color: 'green', message: t('organizers.templates.copied', { name: template.name }) });
          void navigate(paths.organizerTemplate(template.uuid));
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('organizers.templates.starters')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        {(starters.isError || create.isError) && (
          <Alert color="red" variant="light" role="alert">
            {errorText(starters.error ?? create.error)}
          </Alert>
        )}
        {starters.isPending && <Text size="sm">{t('common.loading')}</Text>}
        {starters.data?.data.map((starter) => (
          <Card key={starter.key} withBorder radius="md" padding="sm" component="article" aria-label={starter.name}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 16rem' }}>
                <Text fw={600}>{starter.name}</Text>
                <Text size="sm" c="dimmed">
                  {starter.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('organizers.templates.questionCount', { count: starter.question_count })}
                </Text>
              </Stack>
              <Button
                size="xs"
                leftSection={<IconCopy size={14} aria-hidden />}
                aria-label={t('organizers.templates.copyNamed', { name: starter.name })}
                loading={
                  create.isPending &&
                  create.variables &&
                  'starter' in create.variables &&
                  create.variables.starter === starter.key
                }
                loaderProps={{ 'aria-hidden': true }}
                disabled={create.isPending}
                onClick={() => copy(starter.key)}
              >
                {t('organizers.templates.copy')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}
