import type { TEnvelope, TEnvelopeSigner } from '@ledgerport/contract';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useRecordPaperCopy } from '../api/record-paper-copy.ts';

type TProps = { envelope: TEnvelope; signer: TEnvelopeSigner | null; onClose: () => void };

/**
 * The printed copy a signer signed by hand (locked out by failed checks, or asking for paper), scanned and
 * recorded: staff choose the PDF and confirm; the signer then counts as signed on paper.
 */
export function PaperCopyDialog({ envelope, signer, onClose }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const record = useRecordPaperCopy();
  const name = signer?.name ?? '';
  const close = () => {
    record.reset();
    setFile(null);
    onClose();
  };
  const failure = (error: unknown) =>
    // The signer signed meanwhile, or it is no longer their turn: said for this dialog, not for envelopes at large.
    isApiError(error) && error.code === 'SIGNING_STATE' ? t('signing.paper.notDue', { name }) : errorText(error);
  const confirm = () =>
    signer &&
    file &&
    record.mutate(
      { tenantUuid: envelope.tenant_uuid, envelopeUuid: envelope.uuid, signerUuid: signer.uuid, file },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('signing.paper.done', { name }) });
          close();
        },
      },
    );

  return (
    <Modal opened={signer !== null} onClose={close} title={t('signing.paper.title', { name })} centered>
      <Stack gap="md">
        <Text size="sm">{t('signing.paper.intro', { name })}</Text>
        <FileInput
          label={t('signing.paper.file')}
          placeholder={t('signing.paper.choose')}
          accept="application/pdf"
          value={file}
          onChange={setFile}
          clearable
          data-autofocus
        />
        {record.error != null && (
          <Alert color="red" variant="light">
            {failure(record.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!file} loading={record.isPending} onClick={confirm}>
            {t('signing.paper.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
