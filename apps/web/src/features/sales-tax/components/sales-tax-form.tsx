import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDecimal } from '../../../lib/decimal.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useSubmitSalesTax } from '../api/submit-sales-tax.ts';
import {
  emptySalesTax,
  SALES_TAX_FIELDS,
  salesTaxRules,
  toSalesTaxRequest,
  type TSalesTaxFormValues,
} from './sales-tax-form-rules.ts';
import { paths } from '@ledgerport/contract';

/** 'Add Sale Tax Information' (spec §2, §5): on success back to the tenant's sales-tax list. */
export function SalesTaxForm({ tenantUuid }: { tenantUuid: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { errorText, fieldIssueText } = useErrorText();
  const navigate = useNavigate();
  const submit = useSubmitSalesTax();
  const form = useForm<TSalesTaxFormValues>({ initialValues: emptySalesTax(), validate: salesTaxRules(locale) });
  const input = useRequiredField(form);
  const listPath = paths.tenantSalesTax(tenantUuid);

  const onSubmit = form.onSubmit((values) =>
    submit.mutate(
      { tenantUuid, body: toSalesTaxRequest(values, locale) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('salesTax.form.sent') });
          void navigate(listPath);
        },
        onError: (error) => applyServerFieldErrors(error, SALES_TAX_FIELDS, form.setFieldError, fieldIssueText),
      },
    ),
  );
  const amountHint = t('salesTax.form.amountHint', { example: formatDecimal('1234.50', locale) });

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate maw={760}>
      <Stack gap="md">
        {submit.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(submit.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {/* Text, not type="number": a number input reads "1.234,50" by the browser's rules and as a float. */}
          <TextInput
            label={t('salesTax.fields.saleAmount')}
            inputMode="decimal"
            autoComplete="off"
            description={amountHint}
            {...input('sale_amount')}
          />
          <TextInput
            label={t('salesTax.fields.collectedTaxAmount')}
            inputMode="decimal"
            autoComplete="off"
            description={amountHint}
            {...input('collected_tax_amount')}
          />
          <TextInput
            label={t('salesTax.fields.saleMonth')}
            type="month"
            placeholder={t('salesTax.form.monthPlaceholder')}
            {...input('sale_month_date')}
          />
          <TextInput label={t('salesTax.fields.submittedDate')} type="date" {...input('submitted_date')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={listPath} variant="default">
            {t('salesTax.form.cancel')}
          </Button>
          {/* Spec §9: disabled while submitting (loading disables it), so the firm is never told twice. */}
          <Button
            type="submit"
            loading={submit.isPending}
            loaderProps={{ 'aria-hidden': true }}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('salesTax.form.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
