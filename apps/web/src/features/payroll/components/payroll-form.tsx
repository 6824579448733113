import { PAYROLL_PERIOD_TYPES, paths } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, isApiError } from '../../../lib/api-error.ts';
import { formatDecimal } from '../../../lib/decimal.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useSubmitPayroll } from '../api/submit-payroll.ts';
import { PayrollFailure } from './payroll-failure.tsx';
import { PayrollFileField } from './payroll-file-field.tsx';
import {
  emptyPayroll,
  PAYROLL_FIELDS,
  PAYROLL_MISSING_KEY,
  payrollRules,
  toPayrollInfo,
  type TPayrollFormValues,
} from './payroll-form-rules.ts';

/** Spec §9: after a successful submit the screen goes to the payroll list after 2 seconds. */
const PAYROLL_REDIRECT_MS = 2000;

/** The server may name a field inside the multipart part ('payroll_info.payroll_amount'): the form's is the rest. */
function withoutPartName(error: unknown) {
  if (!isApiError(error)) return error;
  const details = error.details.map((issue) => ({ ...issue, field: issue.field.replace(/^payroll_info\./, '') }));
  return new ApiError({ status: error.status, code: error.code, message: error.message, details });
}

/** 'Add PayRoll Information' (spec §2, §5): amount, period type, period, and an optional document. */
export function PayrollForm({ tenantUuid }: { tenantUuid: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { fieldIssueText } = useErrorText();
  const navigate = useNavigate();
  const submit = useSubmitPayroll();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm<TPayrollFormValues>({ initialValues: emptyPayroll, validate: payrollRules(locale) });
  const input = useRequiredField(form);
  const listPath = paths.tenantPayroll(tenantUuid);
  const done = submit.isSuccess;
  const busy = submit.isPending || done;
  // Leaving the screen cancels a submission still in flight (the server keeps nothing of a cut-off request).
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(listPath), PAYROLL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, listPath]);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(undefined);
  };

  const send = (values: TPayrollFormValues) => {
    setProgress(file ? 0 : null);
    setFileError(undefined);
    aborter.current = new AbortController();
    const info = toPayrollInfo(values, locale);
    submit.mutate(
      { tenantUuid, info, file, onProgress: file ? setProgress : undefined, signal: aborter.current.signal },
      {
        onSuccess: () => setProgress((sentSoFar) => (sentSoFar === null ? null : 100)),
        onError: (error) => {
          setProgress(null);
          applyServerFieldErrors(withoutPartName(error), PAYROLL_FIELDS, form.setFieldError, fieldIssueText);
          const fileIssue = isApiError(error) ? error.details.find((issue) => issue.field === 'file') : undefined;
          if (fileIssue) setFileError(fieldIssueText(fileIssue));
        },
      },
    );
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="form"
      // `send` is wrapped at submit time, not during render: it touches the abort ref, which render must not.
      onSubmit={(event) => form.onSubmit(send)(event)}
      noValidate
      maw={760}
    >
      <Stack gap="md">
        {submit.isError && <PayrollFailure error={submit.error} />}
        {Object.values(form.errors).includes(true) && (
          <Alert color="red" variant="light" role="alert">
            {t(PAYROLL_MISSING_KEY)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {/* Text, not type="number": a number input reads "1.234,50" by the browser's rules and as a float. */}
          <TextInput
            label={t('payroll.fields.amount')}
            inputMode="decimal"
            autoComplete="off"
            description={t('payroll.form.amountHint', { example: formatDecimal('1234.50', locale) })}
            disabled={busy}
            {...input('payroll_amount')}
          />
          <Select
            label={t('payroll.fields.periodType')}
            placeholder={t('payroll.form.periodTypePlaceholder')}
            data={PAYROLL_PERIOD_TYPES.map((value) => ({ value, label: t(`payroll.periodTypes.${value}`) }))}
            allowDeselect={false}
            disabled={busy}
            {...input('payroll_period_type')}
          />
          <TextInput
            label={t('payroll.fields.dateFrom')}
            type="date"
            disabled={busy}
            {...input('payroll_period_date_from')}
          />
          <TextInput
            label={t('payroll.fields.dateTo')}
            type="date"
            disabled={busy}
            {...input('payroll_period_date_to')}
          />
        </SimpleGrid>
        <PayrollFileField file={file} onChange={chooseFile} disabled={busy} progress={progress} error={fileError} />
        {done && (
          <Alert color="green" variant="light">
            {t('payroll.form.sent')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={listPath} variant="default">
            {t('payroll.form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={submit.isPending}
            disabled={done}
            loaderProps={{ 'aria-hidden': true }}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('payroll.form.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
