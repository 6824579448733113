import type { TRetentionRule } from '@ledgerport/contract';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useChangeRetentionRule, useRetentionSchedule } from '../api/retention.ts';
import { RuleDialog, type TRuleDraft } from './rule-dialog.tsx';
import { useRuleText } from './use-rule-text.ts';

/** The firm's schedule: each record class, how long it is kept, from when, and the law or guidance behind it. */
export function RetentionScheduleCard() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const ruleText = useRuleText();
  const schedule = useRetentionSchedule();
  const change = useChangeRetentionRule();
  const [editing, setEditing] = useState<TRuleDraft | null>(null);
  const mayChange = can('manage retention');
  const close = () => {
    setEditing(null);
    change.reset();
  };

  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="retention-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="retention-title">
            {t('records.schedule.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('records.schedule.description')}
          </Text>
        </div>
        {schedule.isError && (
          <Alert color="red" variant="light">
            {errorText(schedule.error)}
          </Alert>
        )}
        <DataTable<TRetentionRule>
          label={t('records.schedule.title')}
          rows={schedule.data?.data}
          loading={schedule.isPending}
          rowKey={(rule) => rule.record_class}
          columns={[
            {
              key: 'class',
              header: t('records.columns.class'),
              cell: (rule) => t(`records.classes.${rule.record_class}`),
            },
            { key: 'rule', header: t('records.columns.rule'), cell: ruleText, wrap: true },
            { key: 'source', header: t('records.columns.source'), cell: (rule) => rule.source, priority: 2 },
          ]}
          rowActions={
            mayChange
              ? {
                  header: t('records.columns.actions'),
                  rowName: (rule) => t(`records.classes.${rule.record_class}`),
                  of: (rule) => [
                    {
                      key: 'edit',
                      label: t('records.schedule.edit'),
                      ariaLabel: t('records.schedule.editOf', { class: t(`records.classes.${rule.record_class}`) }),
                      icon: <IconPencil size={16} aria-hidden />,
                      onClick: () =>
                        setEditing({
                          recordClass: rule.record_class,
                          basis: rule.basis,
                          years: rule.years,
                          source: rule.source,
                        }),
                    },
                  ],
                }
              : undefined
          }
        />
      </Stack>
      <RuleDialog
        draft={editing}
        withSource
        pending={change.isPending}
        error={change.error}
        onClose={close}
        onSave={(recordClass, body) =>
          change.mutate(
            { recordClass, body },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('records.schedule.saved') });
                close();
              },
            },
          )
        }
      />
    </Card>
  );
}
