import { REQUEST_NOTE_MAX, UPLOAD_TYPES, type TDocumentRequest } from '@ledgerport/contract';
import { Alert, Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useReceivedCandidates } from '../api/get-received-candidates.ts';
import { useMarkReceived } from '../api/mark-received.ts';

const noteRule = (value: string) =>
  value.trim().length === 0 || value.trim().length > REQUEST_NOTE_MAX ? 'errors.rules.receivedNoteRequired' : null;

const isDocumentKind = (request: TDocumentRequest) => (UPLOAD_TYPES as readonly string[]).includes(request.kind);

/** "Received outside the portal": a note the client reads, and for a document request the files to link. */
export function MarkReceivedModal({ request, onClose }: { request: TDocumentRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('requests.receive.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {request && <MarkReceivedForm key={request.uuid} request={request} onDone={onClose} />}
    </Modal>
  );
}

function MarkReceivedForm({ request, onDone }: { request: TDocumentRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const receive = useMarkReceived();
  const documents = isDocumentKind(request);
  const candidates = useReceivedCandidates(request.tenant_uuid, request.uuid, documents);
  // Every file offered is ticked until staff choose otherwise.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected = chosen ?? candidates.data?.data.map((f) => f.uuid) ?? [];
  const form = useForm({ initialValues: { note: '' }, validate: { note: noteRule } });
  const input = useRequiredField(form);
  const onSubmit = form.onSubmit(({ note }) =>
    receive.mutate(
      { tenantUuid: request.tenant_uuid, requestUuid: request.uuid, note: note.trim(), documentIds: selected },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('requests.receive.done') });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, ['note'], form.setFieldError, fieldIssueText),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('requests.receive.explain', { title: request.title })}</Text>
        {receive.isError && (
          <Alert color="red" variant="light">
            {errorText(receive.error)}
          </Alert>
        )}
        <Textarea
          label={t('requests.fields.receivedNote')}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...input('note')}
        />
        {documents && <CandidateFiles candidates={candidates} selected={selected} onChange={setChosen} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={receive.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('requests.receive.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type TCandidateProps = {
  candidates: ReturnType<typeof useReceivedCandidates>;
  selected: string[];
  onChange: (ids: string[]) => void;
};

/** The files of the request's kind uploaded in its period, to link to it. */
function CandidateFiles({ candidates, selected, onChange }: TCandidateProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { dateTime } = useFormats();
  if (candidates.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (candidates.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(candidates.error)}
      </Alert>
    );
  }
  const files = candidates.data.data;
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('requests.receive.noFiles')}
      </Text>
    );
  }
  return (
    <Checkbox.Group label={t('requests.receive.files')} value={selected} onChange={onChange}>
      <ScrollArea.Autosize mah={220} type="auto">
        <Stack gap={6} mt="xs">
          {files.map((file) => (
            <Checkbox
              key={file.uuid}
              value={file.uuid}
              label={file.name}
              description={dateTime(file.uploaded_at)}
              styles={{ label: { overflowWrap: 'anywhere' } }}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}
