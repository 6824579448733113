import { REQUEST_NOTE_MAX, type TDocumentRequest } from '@ledgerport/contract';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useChangeRequest } from '../api/change-request.ts';

const noteRule = (value: string) =>
  value.trim().length === 0 || value.trim().length > REQUEST_NOTE_MAX ? 'errors.rules.returnNoteRequired' : null;

/** Send a submitted request back to the client, with the note saying what is missing (required). */
export function ReturnRequestModal({ request, onClose }: { request: TDocumentRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('requests.return.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {request && <ReturnRequestForm key={request.uuid} request={request} onDone={onClose} />}
    </Modal>
  );
}

function ReturnRequestForm({ request, onDone }: { request: TDocumentRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const change = useChangeRequest();
  const form = useForm({ initialValues: { note: '' }, validate: { note: noteRule } });
  const input = useRequiredField(form);
  const onSubmit = form.onSubmit(({ note }) =>
    change.mutate(
      { tenantUuid: request.tenant_uuid, requestUuid: request.uuid, change: { action: 'return', note: note.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('requests.return.done') });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, ['note'], form.setFieldError, fieldIssueText),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('requests.return.explain', { title: request.title })}</Text>
        {change.isError && (
          <Alert color="red" variant="light">
            {errorText(change.error)}
          </Alert>
        )}
        <Textarea
          label={t('requests.fields.returnNote')}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...input('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="orange" loading={change.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('requests.return.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
