import { OUTBOX_STATUSES, type TOutboxMessage, type TOutboxStatus, paths } from '@ledgerport/contract';
import { Alert, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { OutboxMessageModal } from '../components/outbox-message-modal.tsx';
import { OutboxTable } from '../components/outbox-table.tsx';
import { useStatusFilter } from '../components/use-status-filter.ts';

const OUTBOX_PER_PAGE = 20;
const ALL = 'ALL';

/**
 * /outbox (not in the spec): every e-mail Ledgerport queued or sent, for a SuperAdmin. Without an SMTP server
 * this is where an invitation link is copied from.
 */
export function OutboxListRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title={t('pages.outbox')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.outbox') }]}
      >
        <Text size="sm" c="dimmed">
          {t('outbox.intro')}
        </Text>
      </PageHeader>
      {can('view outbox') ? (
        <Outbox />
      ) : (
        <Alert color="yellow" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}

function Outbox() {
  const { t } = useTranslation();
  const list = useListParams(OUTBOX_PER_PAGE);
  const { status, setStatus } = useStatusFilter();
  const messages = useOutbox({ ...list.params, status });
  const [open, setOpen] = useState<TOutboxMessage | null>(null);

  const statusFilter = (
    <Select
      label={t('outbox.columns.status')}
      data={[
        { value: ALL, label: t('outbox.status.all') },
        ...OUTBOX_STATUSES.map((value) => ({ value, label: t(`outbox.status.${value}`) })),
      ]}
      value={status ?? ALL}
      onChange={(value) => setStatus(value && value !== ALL ? (value as TOutboxStatus) : null)}
      allowDeselect={false}
      w={180}
    />
  );
  return (
    <>
      <PagedListCard
        list={list}
        query={messages}
        searchPlaceholder={t('outbox.searchPlaceholder')}
        debounceMs={300}
        actions={statusFilter}
      >
        {(rows) => <OutboxTable {...rows} onOpen={setOpen} />}
      </PagedListCard>
      <OutboxMessageModal message={open} onClose={() => setOpen(null)} />
    </>
  );
}
