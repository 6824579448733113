import { paths } from '@ledgerport/contract';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useUploadEnvelope } from '../api/upload-envelope.ts';

type TProps = { tenantUuid: string; opened: boolean; onClose: () => void };

/** A new envelope from a PDF on this computer; the draft then opens for its signers and fields. */
export function NewEnvelopeModal({ tenantUuid, opened, onClose }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadEnvelope();
  const close = () => {
    upload.reset();
    setFile(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('signing.create.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('signing.create.fromFilesHint')}</Text>
        <FileInput label={t('signing.create.pdf')} accept="application/pdf" value={file} onChange={setFile} clearable />
        {upload.error != null && (
          <Alert color="red" variant="light">
            {errorText(upload.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!file}
            loading={upload.isPending}
            onClick={() =>
              file &&
              upload.mutate(
                { tenantUuid, file },
                { onSuccess: (envelope) => void navigate(paths.signaturePrepare(tenantUuid, envelope.uuid)) },
              )
            }
          >
            {t('signing.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
