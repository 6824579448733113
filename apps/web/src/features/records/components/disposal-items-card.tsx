import type { TDisposalItem, TDisposalReview } from '@ledgerport/contract';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck } from '@tabler/icons-react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useExcludeItem } from '../api/disposals.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { ItemStatusBadge } from './review-status-badge.tsx';
import { ShowMoreButton } from './show-more-button.tsx';
import { useRuleText } from './use-rule-text.ts';

type TProps = {
  review: TDisposalReview;
  items: UseInfiniteQueryResult<InfiniteData<{ data: TDisposalItem[]; next_after: string | null }>>;
  /** Staff with 'dispose records': an item still due may be kept out, with a reason. */
  mayAct: boolean;
};

/** The review's documents past their retention, a server page at a time, each with its outcome. */
export function DisposalItemsCard({ review, items, mayAct }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const ruleText = useRuleText();
  const exclude = useExcludeItem(review.uuid);
  const [keeping, setKeeping] = useState<TDisposalItem | null>(null);
  const rows = items.data?.pages.flatMap((page) => page.data);
  const open = review.status === 'OPEN';
  const close = () => {
    setKeeping(null);
    exclude.reset();
  };

  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="disposal-items-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="disposal-items-title">
            {t('records.disposals.itemsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('records.disposals.itemsDescription')}
          </Text>
        </div>
        {items.isError && (
          <Alert color="red" variant="light">
            {errorText(items.error)}
          </Alert>
        )}
        <DataTable<TDisposalItem>
          label={t('records.disposals.itemsTitle')}
          rows={rows}
          loading={items.isPending}
          rowKey={(item) => item.uuid}
          columns={[
            {
              key: 'company',
              header: t('records.disposals.columns.company'),
              cell: (item) => item.company_name,
              truncate: { maxWidth: 200, text: (item) => item.company_name },
            },
            {
              key: 'name',
              header: t('records.disposals.columns.name'),
              cell: (item) => item.name,
              truncate: { maxWidth: 240, text: (item) => item.name },
            },
            {
              key: 'class',
              header: t('records.columns.class'),
              cell: (item) => t(`records.classes.${item.record_class}`),
              wrap: true,
            },
            {
              key: 'year',
              header: t('records.disposals.columns.taxYear'),
              cell: (item) => item.tax_year ?? '—',
              priority: 2,
            },
            {
              key: 'basis',
              header: t('records.disposals.columns.basis'),
              cell: (item) => ruleText({ basis: item.basis, years: item.years }),
              wrap: true,
              priority: 3,
            },
            {
              key: 'status',
              header: t('records.disposals.columns.status'),
              cell: (item) => (
                <Stack gap={2}>
                  <ItemStatusBadge status={item.status} />
                  {item.note && (
                    <Text size="xs" c="dimmed">
                      {item.note}
                    </Text>
                  )}
                </Stack>
              ),
            },
          ]}
          rowActions={
            mayAct && open
              ? {
                  header: t('records.columns.actions'),
                  rowName: (item) => item.name,
                  of: (item) =>
                    item.status === 'DUE'
                      ? [
                          {
                            key: 'keep',
                            label: t('records.disposals.keep'),
                            ariaLabel: t('records.disposals.keepOf', { name: item.name }),
                            icon: <IconShieldCheck size={16} aria-hidden />,
                            onClick: () => setKeeping(item),
                          },
                        ]
                      : [],
                }
              : undefined
          }
        />
        <ShowMoreButton
          hasMore={items.hasNextPage}
          loading={items.isFetchingNextPage}
          onMore={() => void items.fetchNextPage()}
        />
      </Stack>
      <ReasonDialog
        opened={keeping !== null}
        title={t('records.disposals.keepTitle')}
        confirmLabel={t('records.disposals.keep')}
        pending={exclude.isPending}
        error={exclude.error}
        onCancel={close}
        onConfirm={(reason) =>
          keeping &&
          exclude.mutate(
            { itemUuid: keeping.uuid, body: { reason } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('records.disposals.kept', { name: keeping.name }) });
                close();
              },
            },
          )
        }
      >
        {keeping && t('records.disposals.keepQuestion', { name: keeping.name })}
      </ReasonDialog>
    </Card>
  );
}
