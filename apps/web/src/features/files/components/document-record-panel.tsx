import { paths, RECORD_CLASSES, TAX_YEARS, type TDocumentRecordView, type TRecordClass } from '@ledgerport/contract';
import { Alert, Anchor, Badge, Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useChangeDocumentRecord, useDocumentRecord, usePlaceDocumentHold } from '../api/document-record.ts';

type TPanelProps = { tenantUuid: string; documentUuid: string };

/**
 * Staff only (issue 35): the file's record class and tax year, which decide how long the firm keeps it, and
 * whether a legal hold keeps it regardless. A change is on the audit trail with from and to.
 */
export function DocumentRecordPanel({ tenantUuid, documentUuid }: TPanelProps) {
  const { errorText } = useErrorText();
  const record = useDocumentRecord(tenantUuid, documentUuid);
  if (record.isError)
    return (
      <Alert color="red" variant="light">
        {errorText(record.error)}
      </Alert>
    );
  if (!record.data) return null;
  return (
    <RecordForm
      key={`${record.data.record_class}-${record.data.tax_year}`}
      {...{ tenantUuid, documentUuid }}
      record={record.data}
    />
  );
}

function RecordForm({ tenantUuid, documentUuid, record }: TPanelProps & { record: TDocumentRecordView }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const change = useChangeDocumentRecord(tenantUuid, documentUuid);
  const hold = usePlaceDocumentHold(tenantUuid, documentUuid);
  const [recordClass, setRecordClass] = useState<TRecordClass>(record.record_class);
  const [taxYear, setTaxYear] = useState<number | string>(record.tax_year ?? '');
  const [holding, setHolding] = useState(false);
  const [reason, setReason] = useState('');
  const yearValid =
    taxYear === '' || (typeof taxYear === 'number' && taxYear >= TAX_YEARS.min && taxYear <= TAX_YEARS.max);
  const changed = recordClass !== record.record_class || (taxYear === '' ? null : taxYear) !== record.tax_year;
  const save = () =>
    change.mutate(
      { record_class: recordClass, tax_year: taxYear === '' ? null : Number(taxYear) },
      { onSuccess: () => notifications.show({ color: 'green', message: t('files.record.saved') }) },
    );
  const placeHold = () =>
    reason.trim() &&
    hold.mutate(reason.trim(), {
      onSuccess: () => {
        setHolding(false);
        notifications.show({ color: 'green', message: t('records.holds.placed') });
      },
    });

  return (
    <Stack gap="xs" component="section" aria-label={t('files.record.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('files.record.class')}
          allowDeselect={false}
          w={220}
          data={RECORD_CLASSES.map((value) => ({ value, label: t(`records.classes.${value}`) }))}
          value={recordClass}
          onChange={(value) => value && setRecordClass(value as TRecordClass)}
        />
        <NumberInput
          label={t('files.record.taxYear')}
          w={120}
          allowDecimal={false}
          allowNegative={false}
          min={TAX_YEARS.min}
          max={TAX_YEARS.max}
          value={taxYear}
          onChange={setTaxYear}
          error={yearValid ? undefined : t('errors.rules.taxYearRange', TAX_YEARS)}
        />
        <Button variant="default" disabled={!changed || !yearValid} loading={change.isPending} onClick={save}>
          {t('files.record.save')}
        </Button>
        {record.held ? (
          <Badge color="orange" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {t('files.record.held')}
          </Badge>
        ) : (
          can('manage retention') && (
            <Button variant="subtle" leftSection={<IconLock size={16} aria-hidden />} onClick={() => setHolding(true)}>
              {t('files.record.placeHold')}
            </Button>
          )
        )}
        <Anchor component={Link} to={paths.companyRecords(tenantUuid)} size="sm">
          {t('files.record.companyRecords')}
        </Anchor>
      </Group>
      {(change.isError || hold.isError) && (
        <Alert color="red" variant="light">
          {errorText(change.error ?? hold.error)}
        </Alert>
      )}
      {holding && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Textarea
            label={t('records.reason')}
            description={t('records.reasonHint')}
            autosize
            minRows={1}
            maxLength={500}
            style={{ flex: 1, minWidth: 220 }}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Button variant="default" onClick={() => setHolding(false)}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!reason.trim()} loading={hold.isPending} onClick={placeHold}>
            {t('records.holds.place')}
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t('files.record.hint')}
      </Text>
    </Stack>
  );
}
