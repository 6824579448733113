import type { TLegalHold } from '@ledgerport/contract';
import { Alert, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useLegalHolds, usePlaceHold, useReleaseHold } from '../api/legal-holds.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/**
 * The company's legal holds: on the whole company, or on one document (placed from the file's preview). While a
 * hold is active nothing it covers can be deleted, purged from the trash or disposed of.
 */
export function LegalHoldsCard({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const [activeOnly, setActiveOnly] = useState(true);
  const holds = useLegalHolds(tenantUuid, activeOnly);
  const place = usePlaceHold(tenantUuid);
  const release = useReleaseHold(tenantUuid);
  const [placing, setPlacing] = useState(false);
  const [releasing, setReleasing] = useState<TLegalHold | null>(null);
  const mayChange = can('manage retention');
  const what = (hold: TLegalHold) =>
    hold.document_uuid === null
      ? t('records.holds.wholeCompany')
      : (hold.document_name ?? t('records.holds.aDocument'));
  const closePlace = () => {
    setPlacing(false);
    place.reset();
  };
  const closeRelease = () => {
    setReleasing(null);
    release.reset();
  };

  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="holds-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="holds-title">
              {t('records.holds.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('records.holds.description')}
            </Text>
          </div>
          {mayChange && (
            <Button leftSection={<IconLock size={16} aria-hidden />} onClick={() => setPlacing(true)}>
              {t('records.holds.placeOnCompany')}
            </Button>
          )}
        </Group>
        <Switch
          label={t('records.holds.activeOnly')}
          checked={activeOnly}
          onChange={(event) => setActiveOnly(event.currentTarget.checked)}
        />
        {holds.isError && (
          <Alert color="red" variant="light">
            {errorText(holds.error)}
          </Alert>
        )}
        <DataTable<TLegalHold>
          label={t('records.holds.title')}
          rows={holds.data?.data}
          loading={holds.isPending}
          rowKey={(hold) => hold.uuid}
          columns={[
            { key: 'what', header: t('records.holds.what'), cell: what },
            { key: 'reason', header: t('records.holds.reason'), cell: (hold) => hold.reason, wrap: true },
            {
              key: 'since',
              header: t('records.holds.since'),
              cell: (hold) => dateTime(hold.held_at),
              priority: 2,
            },
            {
              key: 'status',
              header: t('records.holds.status'),
              cell: (hold) =>
                hold.released_at ? (
                  <Stack gap={2}>
                    <Badge variant="light" color="gray">
                      {t('records.holds.released')}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {hold.release_reason}
                    </Text>
                  </Stack>
                ) : (
                  <Badge variant="light" color="orange">
                    {t('records.holds.active')}
                  </Badge>
                ),
            },
          ]}
          rowActions={
            mayChange
              ? {
                  header: t('records.columns.actions'),
                  rowName: what,
                  of: (hold) =>
                    hold.released_at
                      ? []
                      : [
                          {
                            key: 'release',
                            label: t('records.holds.release'),
                            ariaLabel: t('records.holds.releaseOf', { what: what(hold) }),
                            icon: <IconLockOpen size={16} aria-hidden />,
                            onClick: () => setReleasing(hold),
                          },
                        ],
                }
              : undefined
          }
        />
      </Stack>
      <ReasonDialog
        opened={placing}
        title={t('records.holds.placeOnCompany')}
        confirmLabel={t('records.holds.place')}
        pending={place.isPending}
        error={place.error}
        onCancel={closePlace}
        onConfirm={(reason) =>
          place.mutate(
            { reason },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('records.holds.placed') });
                closePlace();
              },
            },
          )
        }
      >
        {t('records.holds.placeQuestion')}
      </ReasonDialog>
      <ReasonDialog
        opened={releasing !== null}
        title={t('records.holds.release')}
        confirmLabel={t('records.holds.release')}
        pending={release.isPending}
        error={release.error}
        onCancel={closeRelease}
        onConfirm={(reason) =>
          releasing && release.mutate({ holdUuid: releasing.uuid, body: { reason } }, { onSuccess: closeRelease })
        }
      >
        {releasing && t('records.holds.releaseQuestion', { what: what(releasing) })}
      </ReasonDialog>
    </Card>
  );
}
