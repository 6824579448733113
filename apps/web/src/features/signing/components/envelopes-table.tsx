import type { TEnvelopeListItem } from '@ledgerport/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import type { TRowAction } from '../../../components/row-actions.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { ProgressBadge } from './progress-badge.tsx';

type TProps = TPagedRows<TEnvelopeListItem> & {
  /** Firm-wide, each row names its company. */
  showCompany: boolean;
  actionsOf: (envelope: TEnvelopeListItem) => TRowAction[];
  /** Where a row opens (a sent envelope's screen, a draft's preparation), or null when it opens nothing. */
  linkOf: (envelope: TEnvelopeListItem) => string | null;
};

/**
 * Envelopes newest first: what, for whom, who has signed, when it is due and where it stands. A row opens its
 * envelope on a click; from the keyboard its title, a real link, does.
 */
export function EnvelopesTable({ showCompany, actionsOf, linkOf, ...paged }: TProps) {
  const { t } = useTranslation();
  const { day } = useFormats();
  const navigate = useNavigate();
  return (
    <DataTable
      {...paged}
      label={t('pages.signatures')}
      rowKey={(envelope) => envelope.uuid}
      onRowClick={(envelope) => {
        const to = linkOf(envelope);
        if (to) void navigate(to);
      }}
      columns={[
        {
          key: 'title',
          header: t('signing.columns.title'),
          cell: (envelope) => {
            const to = linkOf(envelope);
            return to ? (
              <Anchor component={Link} to={to} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {envelope.title}
              </Anchor>
            ) : (
              <Text span size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {envelope.title}
              </Text>
            );
          },
        },
        ...(showCompany
          ? [{ key: 'company', header: t('signing.columns.company'), cell: (e: TEnvelopeListItem) => e.company_name }]
          : []),
        {
          key: 'signers',
          priority: 2,
          header: t('signing.columns.signers'),
          cell: (envelope) => (
            <Stack gap={0}>
              {envelope.signers.map((signer) => (
                <Text key={signer.uuid} size="xs">
                  {t('signing.signerLine', { name: signer.name, status: t(`signing.signerStatus.${signer.status}`) })}
                </Text>
              ))}
            </Stack>
          ),
        },
        {
          key: 'due',
          priority: 3,
          header: t('signing.columns.due'),
          cell: (envelope) => (envelope.due_date ? day(envelope.due_date) : '—'),
        },
        {
          key: 'progress',
          header: t('signing.columns.status'),
          cell: (envelope) => <ProgressBadge progress={envelope.progress} />,
        },
      ]}
      rowActions={{ header: t('signing.columns.actions'), rowName: (envelope) => envelope.title, of: actionsOf }}
    />
  );
}
