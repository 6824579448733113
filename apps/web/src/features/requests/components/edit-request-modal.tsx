import type { TDocumentRequest } from '@ledgerport/contract';
import { Modal, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { today } from '../../../lib/calendar-day.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useUpdateRequest } from '../api/update-request.ts';
import { RequestFormFrame, RequestTextFields } from './request-form-parts.tsx';
import { dueOnRule, titleRule } from './request-form-rules.ts';

type TEditValues = { title: string; description: string; due_on: string };
const FIELDS = ['title', 'description', 'due_on'];

/** Edit a request's title, description and due date, against the revision on screen. */
export function EditRequestModal({ request, onClose }: { request: TDocumentRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('requests.edit.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {request && <EditRequestForm key={request.uuid} request={request} onDone={onClose} />}
    </Modal>
  );
}

function EditRequestForm({ request, onDone }: { request: TDocumentRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const { fieldIssueText } = useErrorText();
  const update = useUpdateRequest();
  const form = useForm<TEditValues>({
    initialValues: { title: request.title, description: request.description, due_on: request.due_on },
    validate: {
      title: titleRule,
      // A due date already past may stay as it is; a changed one may not be in the past.
      due_on: (value) => (value === request.due_on ? null : dueOnRule(today())(value)),
    },
  });
  const input = useRequiredField(form);

  const onSubmit = form.onSubmit((values) => {
    const body = {
      revision: request.revision,
      ...(values.title.trim() !== request.title ? { title: values.title.trim() } : {}),
      ...(values.description.trim() !== request.description ? { description: values.description.trim() } : {}),
      ...(values.due_on !== request.due_on ? { due_on: values.due_on } : {}),
    };
    update.mutate(
      { tenantUuid: request.tenant_uuid, requestUuid: request.uuid, body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('requests.edit.done') });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, form.setFieldError, fieldIssueText),
      },
    );
  });

  return (
    <RequestFormFrame onSubmit={onSubmit} save={update} submitLabel={t('requests.edit.submit')} onCancel={onDone}>
      <RequestTextFields form={form} />
      <TextInput label={t('requests.fields.dueOn')} type="date" {...input('due_on')} />
    </RequestFormFrame>
  );
}
