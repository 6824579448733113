import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEraser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { ErasePersonDialog } from './erase-person-dialog.tsx';
import { KeptRecord } from './kept-record.tsx';
import { useErasureRecord, useExportPersonData } from './person-data-api.ts';

/**
 * A person's data (issue 35, GDPR Art. 15, 17, 20) on the screens that show one user: export as a zip and
 * erasure, for staff with 'manage personal data' (nothing is drawn for anyone else).
 */
export function PersonDataActions({ person }: { person: { uuid: string; name: string; email: string } }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const exporting = useExportPersonData();
  const [erasing, setErasing] = useState(false);
  const allowed = can('manage personal data');
  const record = useErasureRecord(person.uuid, allowed);
  if (!allowed) return null;
  const erased = record.data ?? null;
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-labelledby="person-data-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="person-data-title">
          {t('personData.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('personData.description')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting.isPending}
            onClick={() =>
              exporting.mutate(person.uuid, {
                onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
              })
            }
          >
            {t('personData.export')}
          </Button>
          {!erased && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconEraser size={16} aria-hidden />}
              onClick={() => setErasing(true)}
            >
              {t('personData.erase')}
            </Button>
          )}
        </Group>
        {/* Once erased, the stored record: what was removed, and what was kept, why and until when. */}
        {erased && <KeptRecord erasure={erased} />}
      </Stack>
      <ErasePersonDialog person={person} opened={erasing} onClose={() => setErasing(false)} />
    </Card>
  );
}
