import type { TPersonErasure } from '@ledgerport/contract';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/formats.ts';
import { DataTable } from '../data-table.tsx';

/** The stored record of an erasure: what was removed (counted) and each document kept, why and until when. */
export function KeptRecord({ erasure }: { erasure: TPersonErasure }) {
  const { t } = useTranslation();
  const { dateTime, day, number } = useFormats();
  const removed = Object.entries(erasure.removed).filter(([, count]) => count > 0);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('personData.erasedAt', { when: dateTime(erasure.erased_at) })}</Text>
      {removed.length > 0 && (
        <Text size="sm">
          {t('personData.removed', {
            list: removed
              .map(
                ([what, count]) =>
                  `${t(`personData.removedKinds.${what}`, { defaultValue: what.replace(/_/g, ' ') })}: ${number(count)}`,
              )
              .join(', '),
          })}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {erasure.kept.length
          ? t('personData.kept', { count: erasure.kept.length, n: number(erasure.kept.length) })
          : t('personData.keptNone')}
      </Text>
      {erasure.kept.length > 0 && (
        <DataTable
          label={t('personData.keptTable')}
          rows={erasure.kept}
          loading={false}
          rowKey={(kept) => kept.document_uuid}
          columns={[
            {
              key: 'name',
              header: t('personData.columns.document'),
              cell: (kept) => kept.name,
              truncate: { maxWidth: 220, text: (kept) => kept.name },
            },
            {
              key: 'why',
              header: t('personData.columns.why'),
              cell: (kept) => `${t(`personData.reasons.${kept.reason}`)}: ${kept.rule}`,
              wrap: true,
            },
            {
              key: 'until',
              header: t('personData.columns.until'),
              cell: (kept) => (kept.until ? day(kept.until) : t('personData.untilOpen')),
            },
          ]}
        />
      )}
    </Stack>
  );
}
