import { UPLOAD_TYPE_FOLDERS, type TDocumentRequest, type TUploadType } from '@ledgerport/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropArea } from '../../../components/uploads/file-drop-area.tsx';
import { UploadList } from '../../../components/uploads/upload-list.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { folderLabel } from '../../../lib/folder-names.ts';
import { useUploadQueue } from '../../../lib/uploads/use-upload-queue.ts';
import { useSubmitRequest } from '../api/submit-request.ts';

const NONE_TAKEN: ReadonlySet<string> = new Set();

type TRequestUploadProps = { request: TDocumentRequest & { kind: TUploadType }; onDone: () => void };

/**
 * Files for one request: uploaded into the folder its kind maps to (as Upload Files does), then the request is
 * submitted with their ids. A file already uploaded is never sent twice: when only the submit failed, Send
 * tries the submit again with the ids it has.
 */
export function RequestUpload({ request, onDone }: TRequestUploadProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  // Large files resumably, as Upload Files sends them (issue 36); not kept for later: the submit needs them now.
  const queue = useUploadQueue(request.tenant_uuid, { resumable: true });
  const submit = useSubmitRequest();
  const [noFiles, setNoFiles] = useState(false);
  const busy = queue.sending || submit.isPending;

  const send = async () => {
    if (queue.files.length === 0) return setNoFiles(true);
    setNoFiles(false);
    const uploaded = await queue.send(request.kind);
    if (!uploaded.sent) return;
    submit.mutate(
      { tenantUuid: request.tenant_uuid, requestUuid: request.uuid, documentIds: uploaded.documentIds },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('requests.client.submitted') });
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <FileDropArea
        onFiles={(files) => {
          queue.add(files);
          setNoFiles(false);
        }}
        disabled={busy}
        error={noFiles ? t('uploads.selectFile') : undefined}
      />
      <UploadList
        files={queue.files}
        onRemove={queue.remove}
        sending={busy}
        taken={NONE_TAKEN}
        folder={folderLabel(t, UPLOAD_TYPE_FOLDERS[request.kind])}
        onChoose={queue.choose}
      />
      {submit.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('requests.client.submitFailed', { reason: errorText(submit.error) })}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={busy}
          loaderProps={{ 'aria-hidden': true }}
          onClick={() => void send()}
        >
          {t('requests.client.send')}
        </Button>
      </Group>
    </Stack>
  );
}
