import type { TSalesTax } from '@ledgerport/contract';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../lib/calendar-day.ts';
import { formatDecimal } from '../../../lib/decimal.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { amountRule, amountValue, calendarDayRule } from '../../../lib/money-form-rules.ts';
import { useUpdateSalesTax } from '../api/update-sales-tax.ts';

type TUpdateSalesTaxModalProps = {
  /** The record being updated; none keeps the modal closed. */
  record: TSalesTax | null;
  onClose: () => void;
};

/** The admin list's Edit (spec §2): 'Send Update Info to Tenant', Payable Tax Amount and Process Date. */
export function UpdateSalesTaxModal({ record, onClose }: TUpdateSalesTaxModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      title={t('salesTax.update.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A fresh form for each record: nothing typed for one is offered for another. */}
      {record && <UpdateSalesTaxForm key={record.uuid} record={record} onDone={onClose} />}
    </Modal>
  );
}

type TUpdateValues = { payable_tax_amount: string; process_date: string };
const UPDATE_FIELDS = ['payable_tax_amount', 'process_date'];

function UpdateSalesTaxForm({ record, onDone }: { record: TSalesTax; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { errorText, fieldIssueText } = useErrorText();
  const update = useUpdateSalesTax();
  // A processed record opens with what the tenant was last told, to be corrected.
  const form = useForm<TUpdateValues>({
    initialValues: {
      payable_tax_amount: record.payable_tax_amount === null ? '' : formatDecimal(record.payable_tax_amount, locale),
      process_date: record.process_date ?? '',
    },
    // Spec §5: both required.
    validate: {
      payable_tax_amount: amountRule('errors.rules.payableTaxRequired', locale),
      process_date: calendarDayRule('errors.rules.processDateRequired'),
    },
  });
  const input = useRequiredField(form);

  const onSubmit = form.onSubmit((values) =>
    update.mutate(
      {
        salesTaxUuid: record.uuid,
        body: { payable_tax_amount: amountValue(values.payable_tax_amount, locale), process_date: values.process_date },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('salesTax.update.sent') });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, UPDATE_FIELDS, form.setFieldError, fieldIssueText),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('salesTax.update.forRecord', {
            tenant: record.tenant_name,
            month: formatMonth(record.sale_month_date, locale),
            sale: formatDecimal(record.sale_amount, locale),
            collected: formatDecimal(record.collected_tax_amount, locale),
          })}
        </Text>
        {update.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(update.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('salesTax.fields.payableTaxAmount')}
            inputMode="decimal"
            autoComplete="off"
            description={t('salesTax.form.amountHint', { example: formatDecimal('1234.50', locale) })}
            data-autofocus
            {...input('payable_tax_amount')}
          />
          <TextInput label={t('salesTax.fields.processDate')} type="date" {...input('process_date')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('salesTax.form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            loaderProps={{ 'aria-hidden': true }}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('salesTax.update.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
