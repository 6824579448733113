import { paths, type TDocumentRequest } from '@ledgerport/contract';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import type { TRowAction } from '../../../components/row-actions.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { RequestDocuments } from './request-documents.tsx';
import { RequestDoneNote } from './request-done-note.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';

type TStaffRequestsTableProps = TPagedRows<TDocumentRequest> & {
  /** None for staff who may only look. */
  actionsOf?: (request: TDocumentRequest) => TRowAction[];
};

/** One tenant's requests as the firm manages them: by due date, overdue ones marked, files linked to their folder. */
export function StaffRequestsTable({ actionsOf, ...paged }: TStaffRequestsTableProps) {
  const { t } = useTranslation();
  const { day, period } = useFormats();
  return (
    <DataTable
      {...paged}
      label={t('pages.tenantRequests')}
      rowKey={(request) => request.uuid}
      columns={[
        {
          key: 'title',
          header: t('requests.columns.title'),
          // Long titles are cut in the table (the whole in a tooltip); a phone's card shows them whole.
          truncate: {
            maxWidth: 260,
            text: (request) => request.title,
            within: (text, request) => <TitleLine request={request}>{text}</TitleLine>,
          },
          cell: (request) => (
            <TitleLine request={request}>
              <Text span size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {request.title}
              </Text>
            </TitleLine>
          ),
        },
        {
          key: 'kind',
          priority: 3,
          wrap: true,
          header: t('requests.columns.kind'),
          cell: (request) => t(`requests.kinds.${request.kind}`),
        },
        {
          key: 'period',
          priority: 3,
          wrap: true,
          header: t('requests.columns.period'),
          cell: (request) =>
            request.period_start && request.period_end ? period(request.period_start, request.period_end) : '—',
        },
        {
          key: 'due',
          header: t('requests.columns.due'),
          cell: (request) => (
            <Text size="sm" c={request.overdue ? 'red' : undefined} fw={request.overdue ? 600 : undefined}>
              {day(request.due_on)}
            </Text>
          ),
        },
        {
          key: 'status',
          header: t('requests.columns.status'),
          cell: (request) => (
            <Stack gap={2} align="flex-start">
              <RequestStatusBadge request={request} />
              {request.status === 'OPEN' && request.return_note && (
                <Text size="xs" c="orange">
                  <TruncatedText text={t('requests.returnedWith', { note: request.return_note })} maxWidth={200} />
                </Text>
              )}
              <RequestDoneNote request={request} lineClamp={3} />
            </Stack>
          ),
        },
        {
          key: 'files',
          priority: 2,
          header: t('requests.columns.files'),
          cell: (request) =>
            request.documents.length > 0 ? (
              <RequestDocuments request={request} />
            ) : (
              <Badge variant="light" color="gray" tt="none">
                {t('requests.noFiles')}
              </Badge>
            ),
        },
      ]}
      rowActions={
        actionsOf
          ? { header: t('requests.columns.actions'), rowName: (request) => request.title, of: actionsOf }
          : undefined
      }
    />
  );
}

/** The title, marked when the request is one period of a recurring one; an organizer's opens its review. */
function TitleLine({ request, children }: { request: TDocumentRequest; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {request.series_uuid && <IconRepeat size={14} aria-label={t('requests.recurringMark')} role="img" />}
      {request.kind === 'ORGANIZER' ? (
        <Anchor component={Link} to={paths.organizerReview(request.tenant_uuid, request.uuid)} size="sm">
          {children}
        </Anchor>
      ) : (
        children
      )}
    </Group>
  );
}
