import {
  REQUEST_CADENCES,
  ASKABLE_REQUEST_KINDS,
  type TCreateRequestRequest,
  type TRequestCadence,
  type TAskableRequestKind,
} from '@ledgerport/contract';
import { Modal, NumberInput, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { today } from '../../../lib/calendar-day.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useCreateRequest } from '../api/create-request.ts';
import { RequestFormFrame, RequestTextFields } from './request-form-parts.tsx';
import { dueDaysRule, dueOnRule, firstPeriodRule, titleRule } from './request-form-rules.ts';

type TCreateValues = {
  title: string;
  description: string;
  kind: TAskableRequestKind;
  recurring: boolean;
  due_on: string;
  cadence: TRequestCadence;
  /** 'YYYY-MM' from the month input. */
  first_period: string;
  due_days: number | string;
};
const SERVER_FIELDS = ['title', 'description', 'kind', 'due_on', 'recurrence'];

/** "New request" on a tenant's Requests: one-off with a due date, or recurring (cadence, first period, due days). */
export function CreateRequestModal({
  tenantUuid,
  opened,
  onClose,
}: {
  tenantUuid: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('requests.create.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <CreateRequestForm tenantUuid={tenantUuid} onDone={onClose} />}
    </Modal>
  );
}

function CreateRequestForm({ tenantUuid, onDone }: { tenantUuid: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { fieldIssueText } = useErrorText();
  const create = useCreateRequest();
  const form = useForm<TCreateValues>({
    initialValues: {
      title: '',
      description: '',
      kind: 'BANK_STATEMENT',
      recurring: false,
      due_on: '',
      cadence: 'MONTHLY',
      first_period: '',
      due_days: 10,
    },
    validate: {
      title: titleRule,
      due_on: (value, values) => (values.recurring ? null : dueOnRule(today())(value)),
      first_period: (value, values) =>
        values.recurring ? firstPeriodRule(values.cadence === 'QUARTERLY')(value) : null,
      due_days: (value, values) => (values.recurring ? dueDaysRule(value) : null),
    },
  });
  const input = useRequiredField(form);

  const onSubmit = form.onSubmit((values) => {
    const common = { title: values.title.trim(), description: values.description.trim(), kind: values.kind };
    const body: TCreateRequestRequest = values.recurring
      ? {
          ...common,
          recurrence: {
            cadence: values.cadence,
            first_period: `${values.first_period}-01`,
            due_days: Number(values.due_days),
          },
        }
      : { ...common, due_on: values.due_on };
    create.mutate(
      { tenantUuid, body },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: t('requests.create.done', { count: created.data.length }) });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, SERVER_FIELDS, form.setFieldError, fieldIssueText),
      },
    );
  });

  return (
    <RequestFormFrame onSubmit={onSubmit} save={create} submitLabel={t('requests.create.submit')} onCancel={onDone}>
      <RequestTextFields form={form} />
      <Select
        label={t('requests.fields.kind')}
        data={ASKABLE_REQUEST_KINDS.map((value) => ({ value, label: t(`requests.kinds.${value}`) }))}
        allowDeselect={false}
        {...input('kind')}
      />
      <SegmentedControl
        aria-label={t('requests.fields.recurrence')}
        value={form.values.recurring ? 'recurring' : 'once'}
        onChange={(value) => form.setFieldValue('recurring', value === 'recurring')}
        data={[
          { value: 'once', label: t('requests.create.once') },
          { value: 'recurring', label: t('requests.create.recurring') },
        ]}
      />
      {form.values.recurring ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={t('requests.fields.cadence')}
            data={REQUEST_CADENCES.map((value) => ({ value, label: t(`requests.cadences.${value}`) }))}
            allowDeselect={false}
            {...input('cadence')}
          />
          <TextInput label={t('requests.fields.firstPeriod')} type="month" {...input('first_period')} />
          <NumberInput
            label={t('requests.fields.dueDays')}
            description={t('requests.create.dueDaysHint')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...input('due_days')}
          />
        </SimpleGrid>
      ) : (
        <TextInput label={t('requests.fields.dueOn')} type="date" min={today()} {...input('due_on')} />
      )}
    </RequestFormFrame>
  );
}
