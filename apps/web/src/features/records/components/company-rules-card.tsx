import type { TRecordClass, TRetentionBasis } from '@ledgerport/contract';
import { Alert, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useCompanyOverrides, useRemoveOverride, useRetentionSchedule, useSetOverride } from '../api/retention.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { RuleDialog, type TRuleDraft } from './rule-dialog.tsx';
import { useRuleText } from './use-rule-text.ts';

type TEffectiveRule = {
  record_class: TRecordClass;
  basis: TRetentionBasis;
  years: number;
  own: boolean;
  reason?: string;
};

/** The rule each class follows in this company: its own where one is set (with why), else the firm's. */
export function CompanyRulesCard({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const ruleText = useRuleText();
  const schedule = useRetentionSchedule();
  const overrides = useCompanyOverrides(tenantUuid);
  const setOverride = useSetOverride(tenantUuid);
  const removeOverride = useRemoveOverride(tenantUuid);
  const [editing, setEditing] = useState<TRuleDraft | null>(null);
  const [removing, setRemoving] = useState<TRecordClass | null>(null);
  const mayChange = can('manage retention');
  const failure = schedule.error ?? overrides.error;

  const rows: TEffectiveRule[] | undefined =
    schedule.data && overrides.data
      ? schedule.data.data.map((rule) => {
          const own = overrides.data.data.find((o) => o.record_class === rule.record_class);
          return own ? { ...own, own: true } : { ...rule, own: false };
        })
      : undefined;
  const className = (recordClass: TRecordClass) => t(`records.classes.${recordClass}`);
  const closeEdit = () => {
    setEditing(null);
    setOverride.reset();
  };
  const closeRemove = () => {
    setRemoving(null);
    removeOverride.reset();
  };

  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="company-rules-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="company-rules-title">
            {t('records.company.rulesTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('records.company.rulesDescription')}
          </Text>
        </div>
        {failure && (
          <Alert color="red" variant="light">
            {errorText(failure)}
          </Alert>
        )}
        <DataTable<TEffectiveRule>
          label={t('records.company.rulesTitle')}
          rows={rows}
          loading={rows === undefined && !failure}
          rowKey={(rule) => rule.record_class}
          columns={[
            { key: 'class', header: t('records.columns.class'), cell: (rule) => className(rule.record_class) },
            { key: 'rule', header: t('records.columns.rule'), cell: ruleText, wrap: true },
            {
              key: 'whose',
              header: t('records.columns.whose'),
              cell: (rule) =>
                rule.own ? (
                  <Stack gap={2}>
                    <Badge variant="light" color="grape">
                      {t('records.company.own')}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {rule.reason}
                    </Text>
                  </Stack>
                ) : (
                  <Badge variant="light" color="gray">
                    {t('records.company.firms')}
                  </Badge>
                ),
            },
          ]}
          rowActions={
            mayChange
              ? {
                  header: t('records.columns.actions'),
                  rowName: (rule) => className(rule.record_class),
                  of: (rule) => [
                    {
                      key: 'edit',
                      label: t('records.company.setOwn'),
                      ariaLabel: t('records.company.setOwnOf', { class: className(rule.record_class) }),
                      icon: <IconPencil size={16} aria-hidden />,
                      onClick: () =>
                        setEditing({ recordClass: rule.record_class, basis: rule.basis, years: rule.years }),
                    },
                    ...(rule.own
                      ? [
                          {
                            key: 'remove',
                            label: t('records.company.backToFirm'),
                            ariaLabel: t('records.company.backToFirmOf', { class: className(rule.record_class) }),
                            icon: <IconArrowBackUp size={16} aria-hidden />,
                            onClick: () => setRemoving(rule.record_class),
                          },
                        ]
                      : []),
                  ],
                }
              : undefined
          }
        />
      </Stack>
      <RuleDialog
        draft={editing}
        withSource={false}
        pending={setOverride.isPending}
        error={setOverride.error}
        onClose={closeEdit}
        onSave={(recordClass, body) =>
          setOverride.mutate(
            { recordClass, body: { basis: body.basis, years: body.years, reason: body.reason } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('records.company.saved') });
                closeEdit();
              },
            },
          )
        }
      />
      <ReasonDialog
        opened={removing !== null}
        title={t('records.company.backToFirm')}
        confirmLabel={t('records.company.backToFirm')}
        pending={removeOverride.isPending}
        error={removeOverride.error}
        onCancel={closeRemove}
        onConfirm={(reason) =>
          removing && removeOverride.mutate({ recordClass: removing, body: { reason } }, { onSuccess: closeRemove })
        }
      >
        {removing && t('records.company.backToFirmQuestion', { class: className(removing) })}
      </ReasonDialog>
    </Card>
  );
}
