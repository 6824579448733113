import { paths } from '@ledgerport/contract';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';

/** On /records, for staff who may dispose of records: the way to the disposal reviews. */
export function DisposalLinkCard() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  if (!can('dispose records')) return null;
  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="disposal-link-title">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h4" id="disposal-link-title">
            {t('records.disposals.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('records.disposals.description')}
          </Text>
        </div>
        <Button
          component={Link}
          to={paths.disposals}
          variant="light"
          leftSection={<IconTrashX size={16} aria-hidden />}
        >
          {t('records.disposals.open')}
        </Button>
      </Group>
    </Card>
  );
}
