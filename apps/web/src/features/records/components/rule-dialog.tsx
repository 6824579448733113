import {
  RETENTION_BASES,
  RETENTION_YEARS,
  type TRecordClass,
  type TRetentionBasis,
  type TRetentionRuleRequest,
} from '@ledgerport/contract';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';

export type TRuleDraft = { recordClass: TRecordClass; basis: TRetentionBasis; years: number; source?: string };

type TRuleDialogProps = {
  /** The rule being edited; none keeps the dialog closed. */
  draft: TRuleDraft | null;
  /** The firm's rule also names its source (a law, a publication); a company's own rule does not. */
  withSource: boolean;
  onSave: (recordClass: TRecordClass, body: TRetentionRuleRequest) => void;
  onClose: () => void;
  pending: boolean;
  error?: unknown;
};

type TRuleValues = { basis: TRetentionBasis; years: number | string; source: string; reason: string };

const rules = {
  years: (value: number | string) =>
    typeof value === 'number' && Number.isInteger(value) && value >= RETENTION_YEARS.min && value <= RETENTION_YEARS.max
      ? null
      : 'errors.rules.retentionYearsRange',
  reason: (value: string) => (value.trim() ? null : 'errors.rules.reasonRequired'),
};

/** How long a class is kept and from when, with the reason for the change (the firm's rule or a company's own). */
export function RuleDialog({ draft, ...props }: TRuleDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={draft !== null}
      onClose={props.onClose}
      title={draft ? t('records.rule.title', { class: t(`records.classes.${draft.recordClass}`) }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {draft && <RuleForm key={draft.recordClass} draft={draft} {...props} />}
    </Modal>
  );
}

function RuleForm({ draft, withSource, onSave, onClose, pending, error }: TRuleDialogProps & { draft: TRuleDraft }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const form = useForm<TRuleValues>({
    initialValues: { basis: draft.basis, years: draft.years, source: draft.source ?? '', reason: '' },
    validate: rules,
  });
  const translated = (field: keyof TRuleValues) => {
    const props = form.getInputProps(field);
    return { ...props, error: typeof props.error === 'string' ? t(props.error, { ...RETENTION_YEARS }) : undefined };
  };
  const submit = form.onSubmit((values) =>
    onSave(draft.recordClass, {
      basis: values.basis,
      years: Number(values.years),
      reason: values.reason.trim(),
      ...(withSource && values.source.trim() ? { source: values.source.trim() } : {}),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error != null && (
          <Alert color="red" variant="light">
            {errorText(error)}
          </Alert>
        )}
        <Select
          label={t('records.rule.basis')}
          allowDeselect={false}
          data={RETENTION_BASES.map((basis) => ({ value: basis, label: t(`records.bases.${basis}`) }))}
          {...form.getInputProps('basis')}
        />
        <NumberInput
          label={t('records.rule.years')}
          description={t('records.rule.yearsHint', RETENTION_YEARS)}
          allowDecimal={false}
          allowNegative={false}
          min={RETENTION_YEARS.min}
          max={RETENTION_YEARS.max}
          // Said, not silently corrected: 0 or 500 years is a mistake the user should see.
          clampBehavior="none"
          data-autofocus
          {...translated('years')}
        />
        {withSource && (
          <Textarea
            label={t('records.rule.source')}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('source')}
          />
        )}
        <Textarea
          label={t('records.reason')}
          description={t('records.reasonHint')}
          required
          autosize
          minRows={2}
          maxLength={500}
          {...translated('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} loaderProps={{ 'aria-hidden': true }}>
            {t('records.rule.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
