import type { TDocumentRequest } from '@ledgerport/contract';
import { paths } from '@ledgerport/contract';
import { Alert, Anchor, Badge, Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useCellItems, type TCellRef } from '../api/get-cell-items.ts';
import { useNudgeRequests } from '../api/nudge-requests.ts';
import { CellEnvelopes } from './cell-envelopes.tsx';
import { usePeriodLabel } from './period-label.ts';

const STATUS_COLORS: Record<TDocumentRequest['status'], string> = {
  OPEN: 'blue',
  SUBMITTED: 'yellow',
  DONE: 'teal',
  CANCELLED: 'gray',
};

/**
 * A cell's requests: each with its status, due date and a link to it on the tenant's requests page; "Nudge"
 * reminds the tenant's people now of those still OPEN, and says how many were told (or why not). Then the
 * cell's envelopes to sign.
 */
export function CellPanel({ cell, onClose }: { cell: TCellRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  const items = useCellItems(cell);
  const nudge = useNudgeRequests();
  const { errorText } = useErrorText();
  const { day } = useFormats();
  const open = (items.data?.data ?? []).filter((request) => request.status === 'OPEN');
  const close = () => {
    nudge.reset();
    onClose();
  };
  return (
    <Drawer
      opened={cell !== null}
      onClose={close}
      position="right"
      size="md"
      title={cell ? t('completeness.panel.title', { tenant: cell.tenantName, period: periodLabel(cell.period) }) : ''}
    >
      {items.isPending && cell ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : items.isError ? (
        <Alert color="red">{errorText(items.error)}</Alert>
      ) : (
        <Stack gap="sm">
          {items.data?.data.length === 0 && items.data.envelopes.length === 0 && (
            <Text c="dimmed">{t('completeness.panel.empty')}</Text>
          )}
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.data?.data.map((request) => (
              <Paper key={request.uuid} component="li" withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Anchor component={Link} to={paths.tenantRequests(request.tenant_uuid, request.uuid)} fw={500}>
                      {request.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t(`completeness.kinds.${request.kind}`)} ·{' '}
                      {t('completeness.panel.due', { day: day(request.due_on) })}
                    </Text>
                  </Stack>
                  <Badge color={request.overdue ? 'red' : STATUS_COLORS[request.status]} variant="light">
                    {request.overdue
                      ? t('completeness.panel.overdue')
                      : t(`completeness.requestStatuses.${request.status}`)}
                  </Badge>
                </Group>
              </Paper>
            ))}
          </Stack>
          {nudge.isSuccess && (
            <Alert color="teal" role="status">
              {t('completeness.panel.nudged', { count: nudge.data.recipients, requests: nudge.data.requests })}
            </Alert>
          )}
          {nudge.isError && (
            <Alert color="red" role="alert">
              {errorText(nudge.error)}
            </Alert>
          )}
          <Group>
            <Button
              leftSection={<IconBellRinging size={16} aria-hidden />}
              disabled={open.length === 0}
              loading={nudge.isPending}
              onClick={() =>
                cell && nudge.mutate({ tenantUuid: cell.tenantUuid, requestIds: open.map((request) => request.uuid) })
              }
            >
              {t('completeness.panel.nudge', { count: open.length })}
            </Button>
          </Group>
          <CellEnvelopes envelopes={items.data?.envelopes ?? []} />
        </Stack>
      )}
    </Drawer>
  );
}
