import type { TAccessReviewEntry } from '@ledgerport/contract';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useFormats } from '../../../lib/formats.ts';

type TAccessReviewTableProps = {
  rows: TAccessReviewEntry[];
  /** Given to a SuperAdmin only: each row with a second factor offers to reset it. */
  onResetMfa?: (row: TAccessReviewEntry) => void;
};

/**
 * One row per user; inactive for 90 days (or never signed in) marked by a badge (words and colour; dot badges
 * keep text contrast), and so is an account without a second factor.
 */
export function AccessReviewTable({ rows, onResetMfa }: TAccessReviewTableProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  return (
    <ScrollTable minWidth={onResetMfa ? 960 : 800} label={t('accessReview.tableLabel')}>
      <Table striped highlightOnHover aria-label={t('accessReview.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accessReview.columns.user')}</Table.Th>
            <Table.Th>{t('accessReview.columns.kind')}</Table.Th>
            <Table.Th>{t('accessReview.columns.roles')}</Table.Th>
            <Table.Th>{t('accessReview.columns.status')}</Table.Th>
            <Table.Th>{t('accessReview.columns.lastSignIn')}</Table.Th>
            <Table.Th>{t('accessReview.columns.mfa')}</Table.Th>
            {onResetMfa && (
              <Table.Th>
                <VisuallyHidden>{t('accessReview.columns.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uuid}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td>{t(`accessReview.kinds.${row.kind}`)}</Table.Td>
              <Table.Td>{row.roles.join(', ') || '—'}</Table.Td>
              <Table.Td>{t(`users.status.${row.status}`)}</Table.Td>
              <Table.Td>
                {row.last_sign_in_at ? dateTime(row.last_sign_in_at) : t('accessReview.never')}
                {row.inactive && (
                  <Badge ml="xs" color="orange" variant="dot" tt="none">
                    {t('accessReview.inactive')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {row.mfa ? (
                  t('accessReview.mfaYes')
                ) : (
                  <Badge color="red" variant="light" tt="none">
                    {t('accessReview.mfaNone')}
                  </Badge>
                )}
              </Table.Td>
              {onResetMfa && (
                <Table.Td>
                  {row.mfa && (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onResetMfa(row)}>
                      {t('accessReview.reset.button')}
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
