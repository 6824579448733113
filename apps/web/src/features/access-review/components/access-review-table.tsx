import type { TAccessReviewEntry } from '@ledgerport/contract';
import { Badge, Text } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { useRoleName } from '../../../lib/role-names.ts';

type TAccessReviewTableProps = {
  rows: TAccessReviewEntry[];
  /** Given to a SuperAdmin only: each row with a second factor offers to reset it. */
  onResetMfa?: (row: TAccessReviewEntry) => void;
};

/**
 * One row per user; inactive for 90 days (or never signed in within 90 days of the account's creation: the server
 * decides) marked by a badge; an invited user who has not signed in yet is said to be invited (words and colour; dot badges
 * keep text contrast), and so is an account without a second factor.
 */
export function AccessReviewTable({ rows, onResetMfa }: TAccessReviewTableProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const roleName = useRoleName();
  // A firm role by its name; a client's, with the company it holds it in ("Владелец клиента в Acme LLC").
  const rolesOf = (row: TAccessReviewEntry) =>
    (row.kind === 'client'
      ? row.memberships.map(({ role, tenant }) => t('accessReview.roleIn', { role: roleName(role), tenant }))
      : row.roles.map(roleName)
    ).join(', ') || '—';
  return (
    <DataTable
      rows={rows}
      loading={false}
      label={t('accessReview.tableLabel')}
      rowKey={(row) => row.uuid}
      columns={[
        {
          key: 'user',
          header: t('accessReview.columns.user'),
          cell: (row) => (
            <>
              <Text size="sm" fw={500}>
                {row.name}
              </Text>
              <Text size="xs" c="dimmed">
                {row.email}
              </Text>
            </>
          ),
        },
        {
          key: 'kind',
          priority: 3,
          header: t('accessReview.columns.kind'),
          cell: (row) => t(`accessReview.kinds.${row.kind}`),
        },
        {
          key: 'roles',
          priority: 2,
          header: t('accessReview.columns.roles'),
          truncate: { maxWidth: 200, text: rolesOf },
          cell: rolesOf,
        },
        {
          key: 'status',
          priority: 2,
          header: t('accessReview.columns.status'),
          cell: (row) => t(`users.status.${row.status}`),
        },
        {
          key: 'lastSignIn',
          header: t('accessReview.columns.lastSignIn'),
          cell: (row) => (
            <>
              {row.last_sign_in_at
                ? dateTime(row.last_sign_in_at)
                : t(row.status === 'INVITED' ? 'accessReview.invited' : 'accessReview.never')}
              {row.inactive && (
                <Badge ml="xs" color="orange" variant="dot" tt="none">
                  {t('accessReview.inactive')}
                </Badge>
              )}
            </>
          ),
        },
        {
          key: 'mfa',
          header: t('accessReview.columns.mfa'),
          cell: (row) =>
            row.mfa ? (
              t('accessReview.mfaYes')
            ) : (
              <Badge color="red" variant="light" tt="none">
                {t('accessReview.mfaNone')}
              </Badge>
            ),
        },
      ]}
      rowActions={
        onResetMfa && {
          header: t('accessReview.columns.actions'),
          rowName: (row) => row.name,
          of: (row) =>
            row.mfa
              ? [
                  {
                    key: 'reset',
                    label: t('accessReview.reset.button'),
                    icon: <IconShieldX size={14} aria-hidden />,
                    color: 'red',
                    onClick: () => onResetMfa(row),
                  },
                ]
              : [],
        }
      }
    />
  );
}
